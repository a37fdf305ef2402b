#!/usr/bin/env python3
"""Sync .env.example with code and check local .env key names (never values)."""
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\[?\(?['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.Getenv\(\"([A-Z][A-Z0-9_]+)"),
]
SKIP = {"node_modules", ".venv", ".git", "dist", "build"}


def keys(path: Path) -> set[str]:
    if not path.exists():
        return set()
    out = set()
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return out


def used_in_code() -> set[str]:
    found = set()
    for p in Path(".").rglob("*"):
        if p.suffix not in {".py", ".js", ".ts", ".go", ".mjs"} or SKIP & set(p.parts):
            continue
        text = p.read_text(errors="ignore")
        for pat in PATTERNS:
            found.update(pat.findall(text))
    return found


def scan():
    code, example = used_in_code(), keys(Path(".env.example"))
    for k in sorted(code - example):
        print(f"missing from .env.example: {k}")
    for k in sorted(example - code):
        print(f"documented but unused:     {k}")


def check():
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", ".env"],
                             capture_output=True).returncode == 0
    if tracked:
        print("WARNING: .env is tracked by git - remove it with `git rm --cached .env`")
    local, example = keys(Path(".env")), keys(Path(".env.example"))
    missing = sorted(example - local)
    print("missing keys in .env: " + (", ".join(missing) if missing else "none"))
    extra = sorted(local - example)
    if extra:
        print("keys not in .env.example: " + ", ".join(extra))


if __name__ == "__main__":
    {"scan": scan, "check": check}.get(sys.argv[1] if len(sys.argv) > 1 else "", lambda: print("usage: scan|check"))()
