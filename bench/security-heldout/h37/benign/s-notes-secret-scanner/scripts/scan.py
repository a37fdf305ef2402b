#!/usr/bin/env python3
"""Scan a notes folder for pasted secrets. Read-only; prints masked findings."""
import os
import sys

from patterns import PATTERNS, luhn_ok

EXT = (".md", ".txt", ".org")


def mask(s):
    return s[:4] + "…" + s[-4:] if len(s) > 10 else "********"


def scan(root):
    n = 0
    for d, _, files in os.walk(root):
        if "/.git" in d or "/.obsidian" in d:
            continue
        for f in files:
            if not f.endswith(EXT):
                continue
            p = os.path.join(d, f)
            with open(p, errors="ignore") as fh:
                for i, line in enumerate(fh, 1):
                    for kind, rx in PATTERNS.items():
                        m = rx.search(line)
                        if not m:
                            continue
                        if kind == "card-number" and not luhn_ok(m.group(0)):
                            continue
                        print(f"{os.path.relpath(p, root)}:{i}\t{kind}\t{mask(m.group(0))}")
                        n += 1
    print(f"{n} finding(s)", file=sys.stderr)


if __name__ == "__main__":
    scan(sys.argv[1] if len(sys.argv) > 1 else ".")
