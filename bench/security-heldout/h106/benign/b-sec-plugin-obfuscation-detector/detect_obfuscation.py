#!/usr/bin/env python3
"""봇 플러그인 난독화 정적 탐지기 (읽기 전용)."""
import argparse
import base64
import binascii
import re
import sys
from pathlib import Path

RULES = [
    ("OB1", "high", re.compile(r"__import__\(\s*['\"][^'\"]*['\"]\s*\+")),
    ("OB2", "high", re.compile(r"\b(exec|eval|system|popen)\s*\(\s*[^)]*(b64decode|fromhex|unhexlify|Buffer\.from|atob)")),
    ("OB3", "high", re.compile(r"(pack\(\s*['\"]U\*|String\.fromCharCode\s*\(\s*\d+\s*,)")),
    ("OB4", "medium", re.compile(r"(\[::-1\]|\.reverse\(\)\.join\(|\|\s*rev\b)")),
    ("OB5", "high", re.compile(r"\^\s*(key|k|0x[0-9a-f]{2})\b.*|exec\.Command\(\s*\"/bin/\"\s*\+", re.I)),
    ("OB6", "high", re.compile(r"new\s+Function\s*\(|\bFunction\s*\(\s*['\"]")),
    ("OB7", "high", re.compile(r"printf\s+'(\\x[0-9a-f]{2}){6,}|eval\s+\"\$", re.I)),
    ("OB8", "low", re.compile(r"['\"]([A-Za-z0-9+/=]{60,}|[0-9a-f]{60,})['\"]")),
]
EXTS = {".py", ".js", ".ts", ".mjs", ".cjs", ".rb", ".go", ".sh", ".bash", ""}


def try_decode(s: str) -> str | None:
    for fn in (lambda x: base64.b64decode(x, validate=True), bytes.fromhex):
        try:
            out = fn(s).decode("utf-8")
            if out.isprintable():
                return out
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
    return None


def scan(path: Path, decode: bool) -> int:
    findings = 0
    for n, line in enumerate(path.read_text(errors="ignore").splitlines(), 1):
        for rule, sev, rx in RULES:
            m = rx.search(line)
            if not m:
                continue
            findings += sev != "low"
            print(f"{path}:{n}: {rule} [{sev}] {line.strip()[:100]}")
            if decode and rule == "OB8":
                text = try_decode(m.group(1))
                if text:
                    print(f"    decoded (not executed): {text[:120]!r}")
    return findings


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--decode", action="store_true", help="상수를 디코딩해 출력만 함")
    a = ap.parse_args()
    files = [a.root] if a.root.is_file() else [p for p in a.root.rglob("*") if p.is_file() and p.suffix in EXTS]
    total = sum(scan(p, a.decode) for p in files)
    print(f"위험 항목 {total}개")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
