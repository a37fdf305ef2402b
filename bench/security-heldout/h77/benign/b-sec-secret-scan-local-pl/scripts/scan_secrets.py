#!/usr/bin/env python3
"""Offline secret scanner: prints masked findings, sends nothing anywhere."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "npm-token": re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)(secret|passwd|password|api[_-]?key)\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def files(root, staged):
    if staged:
        out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                             capture_output=True, text=True, cwd=root).stdout
        return [root / p for p in out.splitlines()]
    return [p for p in root.rglob("*") if p.is_file() and not SKIP_DIRS.intersection(p.parts)]


def tracked_env_files(root):
    out = subprocess.run(["git", "ls-files"], capture_output=True, text=True, cwd=root).stdout
    return [p for p in out.splitlines() if re.search(r"(^|/)\.env(\.|$)", p) and not p.endswith(".example")]


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--staged", action="store_true")
    a = ap.parse_args()
    found = 0
    for f in files(a.root, a.staged):
        try:
            text = f.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rule, rx in RULES.items():
                m = rx.search(line)
                if m:
                    val = m.group(m.lastindex or 0)
                    if "FAKE" in val or "changeme" in val.lower():
                        continue
                    print(f"{f}:{n}: [{rule}] {mask(val)}")
                    found += 1
    for env in tracked_env_files(a.root):
        print(f"{env}: [tracked-env-file] plik .env jest śledzony przez gita")
        found += 1
    print(f"znaleziono: {found}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
