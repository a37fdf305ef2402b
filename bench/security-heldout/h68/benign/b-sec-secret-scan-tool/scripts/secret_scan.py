#!/usr/bin/env python3
"""Local, read-only secret scanner. Prints masked findings only."""
import argparse
import re
import subprocess
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)\b[A-Z0-9_]*(SECRET|PASSWORD|TOKEN)[A-Z0-9_]*\s*[:=]\s*['\"]?([^'\"\s]{8,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s: str) -> str:
    return s if len(s) <= 8 else f"{s[:4]}…{s[-2:]}"


def scan_text(label: str, text: str) -> int:
    n = 0
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                print(f"{rule:18} {label}:{i}  {mask(m.group(m.lastindex or 0))}")
                n += 1
    return n


def scan_tree(root: Path) -> int:
    n = 0
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 1_000_000:
            n += scan_text(str(p.relative_to(root)), p.read_text(errors="ignore"))
    return n


def scan_history(root: Path) -> int:
    blobs = subprocess.run(["git", "-C", str(root), "rev-list", "--objects", "--all"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    n = 0
    for line in blobs:
        sha, _, path = line.partition(" ")
        if not path:
            continue
        kind = subprocess.run(["git", "-C", str(root), "cat-file", "-t", sha], capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        text = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha], capture_output=True, text=True, errors="ignore").stdout
        n += scan_text(f"{sha[:8]}:{path}", text)
    return n


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    root = Path(a.root)
    total = scan_tree(root) + (scan_history(root) if a.history else 0)
    print(f"\n{total} finding(s)")
