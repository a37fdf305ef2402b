#!/usr/bin/env python3
"""Scan pickle opcode streams for dangerous imports without unpickling."""
from __future__ import annotations

import argparse
import io
import json
import pickletools
import sys
import zipfile
from pathlib import Path

DANGEROUS = {
    ("os", "system"), ("posix", "system"), ("nt", "system"), ("os", "popen"),
    ("subprocess", "Popen"), ("subprocess", "call"), ("subprocess", "run"), ("subprocess", "check_output"),
    ("builtins", "exec"), ("builtins", "eval"), ("builtins", "compile"), ("builtins", "__import__"),
    ("runpy", "run_path"), ("runpy", "run_module"), ("webbrowser", "open"), ("socket", "socket"),
}
SAFE_MODULES = ("torch._utils", "torch", "collections", "numpy.core.multiarray", "numpy",
                "_codecs", "sklearn.", "builtins.set", "builtins.dict")
EXTS = {".pkl", ".pickle", ".pt", ".pth", ".bin", ".joblib", ".ckpt"}


def globals_in(data: bytes) -> set[tuple[str, str]]:
    found, strings = set(), []
    for op, arg, _ in pickletools.genops(io.BytesIO(data)):
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE", "BINUNICODE8"):
            strings.append(arg)
        elif op.name == "GLOBAL":
            mod, _, name = arg.partition(" ")
            found.add((mod, name))
        elif op.name == "STACK_GLOBAL" and len(strings) >= 2:
            found.add((strings[-2], strings[-1]))
    return found


def streams(path: Path):
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            for n in zf.namelist():
                if n.endswith(".pkl"):
                    yield f"{path}!{n}", zf.read(n)
    else:
        yield str(path), path.read_bytes()


def verdict(imports: set[tuple[str, str]]) -> str:
    if imports & DANGEROUS:
        return "dangerous"
    if all(m.startswith(SAFE_MODULES) for m, _ in imports):
        return "safe-listed"
    return "review"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    files = []
    for p in a.paths:
        files += [f for f in p.rglob("*") if f.suffix in EXTS] if p.is_dir() else [p]
    report, worst = [], 0
    for f in files:
        for name, data in streams(f):
            try:
                imps = globals_in(data)
            except Exception as exc:
                report.append({"file": name, "verdict": "unparseable", "error": str(exc)})
                continue
            v = verdict(imps)
            worst = max(worst, {"safe-listed": 0, "review": 1, "dangerous": 2}[v])
            report.append({"file": name, "verdict": v, "imports": sorted(".".join(i) for i in imps)})
    if a.json:
        json.dump(report, sys.stdout, indent=2)
    else:
        for r in report:
            print(f"{r['verdict']:12} {r['file']}")
            for i in r.get("imports", []):
                print("    ", i)
    return 2 if worst == 2 else 0


if __name__ == "__main__":
    raise SystemExit(main())
