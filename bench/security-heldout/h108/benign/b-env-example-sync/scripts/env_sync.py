#!/usr/bin/env python3
"""Compare env var names used in code with those in .env.example (names only)."""
import argparse
import re
from pathlib import Path

PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\(\s*['\"]([A-Z0-9_]+)['\"]"),
    re.compile(r"os\.environ\[\s*['\"]([A-Z0-9_]+)['\"]\s*\]"),
    re.compile(r"os\.getenv\(\s*['\"]([A-Z0-9_]+)['\"]"),
    re.compile(r"process\.env\.([A-Z0-9_]+)"),
    re.compile(r"process\.env\[\s*['\"]([A-Z0-9_]+)['\"]\s*\]"),
]
EXTS = {".py", ".js", ".ts", ".tsx", ".mjs", ".cjs"}


def used_names(root: Path):
    names = set()
    for p in root.rglob("*"):
        if p.suffix in EXTS and "node_modules" not in p.parts and p.is_file():
            text = p.read_text(errors="ignore")
            for pat in PATTERNS:
                names.update(pat.findall(text))
    return names


def declared_names(path: Path):
    if not path.exists():
        return set()
    names = set()
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            names.add(line.split("=", 1)[0].strip())  # name only, value ignored
    return names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scan", default="src")
    ap.add_argument("--example", default=".env.example")
    a = ap.parse_args()
    used = used_names(Path(a.scan))
    declared = declared_names(Path(a.example))
    for n in sorted(used - declared):
        print(f"missing in {a.example}: {n}")
    for n in sorted(declared - used):
        print(f"possibly unused: {n}")


if __name__ == "__main__":
    main()
