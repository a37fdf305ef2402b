#!/usr/bin/env python3
"""Scan working tree or git history for secrets. Local only."""
import argparse
import subprocess
from pathlib import Path

from patterns import ALLOWLIST, RULES, TRACKED_FILE_RULES


def mask(value):
    return value[:4] + "…" if len(value) > 4 else "…"


def scan_text(label, text):
    for i, line in enumerate(text.splitlines(), 1):
        for name, rx in RULES:
            m = rx.search(line)
            if m and not ALLOWLIST.search(line):
                print(f"{label}:{i}: {name}: {mask(m.group(0))}")


def tracked_files(root):
    out = subprocess.check_output(["git", "-C", root, "ls-files"], text=True)
    return out.splitlines()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    files = tracked_files(a.root)
    for f in files:
        for name, rx in TRACKED_FILE_RULES:
            if rx.search(f) and not f.endswith(".example"):
                print(f"{f}: {name}")
    if not a.history:
        for f in files:
            p = Path(a.root, f)
            if p.is_file() and p.stat().st_size < 2_000_000:
                scan_text(f, p.read_text(errors="ignore"))
        return
    revs = subprocess.check_output(["git", "-C", a.root, "rev-list", "--all", "--objects"], text=True)
    seen = set()
    for line in revs.splitlines():
        parts = line.split(" ", 1)
        if len(parts) != 2 or parts[0] in seen:
            continue
        seen.add(parts[0])
        kind = subprocess.check_output(["git", "-C", a.root, "cat-file", "-t", parts[0]], text=True).strip()
        if kind == "blob":
            blob = subprocess.check_output(["git", "-C", a.root, "cat-file", "-p", parts[0]])
            scan_text(f"{parts[1]}@{parts[0][:8]}", blob.decode(errors="ignore"))


if __name__ == "__main__":
    main()
