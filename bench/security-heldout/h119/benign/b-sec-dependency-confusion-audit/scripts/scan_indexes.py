#!/usr/bin/env python3
"""Flag pip index configurations that allow dependency confusion (read-only)."""
import os
import re
import sys
from pathlib import Path

CANDIDATES = ("requirements", "constraints", "pip.conf", "pip.ini", "pyproject.toml",
              "Dockerfile", "Makefile", ".gitlab-ci.yml")
SKIP_DIRS = {".git", ".venv", "venv", "node_modules", "__pycache__", "build", "dist"}

RULES = [
    ("extra-index", re.compile(r"(--extra-index-url|extra-index-url\s*=|PIP_EXTRA_INDEX_URL)\s*[= ]?\s*(\S+)")),
    ("custom-index", re.compile(r"(--index-url|-i\s|index-url\s*=|PIP_INDEX_URL)\s*[= ]?\s*(\S+)")),
    ("trusted-host", re.compile(r"(--trusted-host|trusted-host\s*=)\s*(\S+)")),
    ("direct-url", re.compile(r"^\s*([A-Za-z0-9_.-]+)\s*@\s*(https?://\S+)")),
    ("git-unpinned", re.compile(r"git\+https?://\S+?(@(main|master|develop|HEAD))?(#|\s|$)")),
]
PYPI = ("https://pypi.org/simple", "https://pypi.python.org/simple")


def wanted(path: Path) -> bool:
    name = path.name
    if path.parent.name == "workflows" and name.endswith((".yml", ".yaml")):
        return True
    return any(name.startswith(c) or name == c for c in CANDIDATES)


def scan_file(path: Path):
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return
    for no, line in enumerate(lines, 1):
        if line.lstrip().startswith("#"):
            continue
        for rule, rx in RULES:
            m = rx.search(line)
            if not m:
                continue
            if rule == "custom-index" and m.group(2).rstrip("/") in PYPI:
                continue
            if rule == "git-unpinned" and re.search(r"@[0-9a-f]{40}", line):
                continue
            yield no, rule, line.strip()


def main(root: str) -> int:
    findings = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for fn in filenames:
            p = Path(dirpath) / fn
            if not wanted(p):
                continue
            for no, rule, text in scan_file(p):
                findings += 1
                print(f"{p}:{no}: [{rule}] {text}")
    print(f"{findings} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
