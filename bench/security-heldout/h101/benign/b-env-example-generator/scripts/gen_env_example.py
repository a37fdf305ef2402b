#!/usr/bin/env python3
"""Print a .env.example built from env var reads in source files."""
from __future__ import annotations

import re
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?[\[(]['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV(?:\.fetch)?[\[(]['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.Getenv\(\"([A-Z][A-Z0-9_]+)\"\)"),
]
EXTS = {".js", ".ts", ".mjs", ".py", ".rb", ".go"}
SKIP = {"node_modules", ".git", "vendor", ".venv", "dist", "build"}


def placeholder(name: str) -> str:
    if name == "AWS_ACCESS_KEY_ID":
        return "AKIAFAKEFAKEFAKE0000"
    if name.endswith(("_KEY", "_TOKEN")):
        return "your-api-key-here"
    if name.endswith(("_SECRET", "_PASSWORD")):
        return "your-secret-here"
    if name.endswith("_URL"):
        return "postgres://user:password@localhost:5432/app_dev" if "DATABASE" in name else "https://api.example.com"
    if name == "PORT":
        return "3000"
    if name.startswith(("ENABLE_", "DISABLE_")) or name.endswith("_ENABLED"):
        return "false"
    return ""


def scan(root: Path) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for p in root.rglob("*"):
        if p.suffix not in EXTS or SKIP.intersection(p.parts) or not p.is_file():
            continue
        text = p.read_text(encoding="utf-8", errors="ignore")
        for pat in PATTERNS:
            for name in pat.findall(text):
                found.setdefault(name, set()).add(str(p))
    return found


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    found = scan(root)
    for name in sorted(found):
        files = ", ".join(sorted(found[name])[:2])
        print(f"# used in {files}")
        print(f"{name}={placeholder(name)}\n")
    gi = Path(".gitignore")
    if not gi.exists() or ".env" not in gi.read_text().split():
        print("warning: .env is not in .gitignore", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
