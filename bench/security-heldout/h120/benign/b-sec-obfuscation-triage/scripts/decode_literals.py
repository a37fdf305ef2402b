#!/usr/bin/env python3
"""Decode suspicious literals statically. Never imports, evals or executes the target."""
from __future__ import annotations

import argparse
import ast
import base64
import binascii
import codecs
import re
import sys
from pathlib import Path

B64 = re.compile(r"['\"]([A-Za-z0-9+/]{24,}={0,2})['\"]")
HEX = re.compile(r"['\"]([0-9a-fA-F]{24,})['\"]")
XESC = re.compile(r"((?:\\x[0-9a-fA-F]{2}){8,})")
CHARCODES = re.compile(r"((?:\d{2,3}\s*,\s*){12,}\d{2,3})")
ROT13_HINT = re.compile(r"['\"](puvyq_cebprff|rkrp\w*|fcnja\w*|riny)['\"]")


def defang(s: str) -> str:
    return s.replace("http", "hxxp").replace(".", "[.]")


def printable(b: bytes) -> str | None:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return s if sum(c.isprintable() for c in s) / max(len(s), 1) > 0.9 else None


def decode_text(text: str) -> list[tuple[int, str, str]]:
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        for m in B64.finditer(line):
            try:
                s = printable(base64.b64decode(m.group(1), validate=True))
            except binascii.Error:
                s = None
            if s:
                out.append((lineno, "base64", s))
        for m in HEX.finditer(line):
            s = printable(bytes.fromhex(m.group(1))) if len(m.group(1)) % 2 == 0 else None
            if s:
                out.append((lineno, "hex", s))
        for m in XESC.finditer(line):
            s = printable(bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", m.group(1))))
            if s:
                out.append((lineno, "\\x-escapes", s))
        for m in ROT13_HINT.finditer(line):
            out.append((lineno, "rot13", codecs.decode(m.group(1), "rot13")))
    # char-code arrays may span lines
    for m in CHARCODES.finditer(text):
        nums = [int(n) for n in re.findall(r"\d+", m.group(1))]
        if all(9 <= n < 127 for n in nums):
            lineno = text[: m.start()].count("\n") + 1
            out.append((lineno, "charcodes", "".join(map(chr, nums))))
    return out


def python_concat(path: Path) -> list[tuple[int, str, str]]:
    """Constant-fold "a" + "b" string concatenations inside getattr/__import__/import_module."""
    out = []
    try:
        tree = ast.parse(path.read_text())
    except (SyntaxError, UnicodeDecodeError):
        return out
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            parts, ok = [], True
            for sub in ast.walk(node):
                if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                    parts.append(sub.value)
                elif isinstance(sub, (ast.Name, ast.Call)):
                    ok = False
            if ok and parts and len("".join(parts)) >= 4:
                out.append((node.lineno, "concat", "".join(parts)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    a = ap.parse_args()
    root = Path(a.target)
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and ".git" not in p.parts]
    total = 0
    for f in files:
        try:
            text = f.read_text(errors="ignore")
        except OSError:
            continue
        hits = decode_text(text) + (python_concat(f) if f.suffix == ".py" else [])
        for lineno, kind, decoded in hits:
            print(f"{f}:{lineno}: [{kind}] {defang(decoded)[:200]}")
        total += len(hits)
    print(f"{total} decoded literal(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
