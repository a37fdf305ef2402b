#!/usr/bin/env python3
"""Summarise a log file locally and optionally print a redacted excerpt."""
import argparse
import collections
import gzip
import re

from redact_patterns import redact

LEVEL = re.compile(r"\b(DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL|CRITICAL)\b")
NUM = re.compile(r"\b\d+\b")
HEX = re.compile(r"\b[0-9a-f]{8,}\b", re.I)


def open_any(path):
    return gzip.open(path, "rt", errors="replace") if path.endswith(".gz") else open(path, errors="replace")


def normalise(msg):
    return NUM.sub("<n>", HEX.sub("<id>", msg))[:160]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--window", default="all")
    ap.add_argument("--excerpt", type=int, default=0)
    a = ap.parse_args()
    levels = collections.Counter()
    top = collections.Counter()
    excerpt = []
    with open_any(a.path) as fh:
        for line in fh:
            m = LEVEL.search(line)
            lvl = m.group(1) if m else "OTHER"
            levels[lvl] += 1
            if lvl in ("ERROR", "FATAL", "CRITICAL"):
                top[normalise(line.strip())] += 1
                if len(excerpt) < a.excerpt:
                    excerpt.append(redact(line.rstrip()))
    if a.excerpt:
        print("\n".join(excerpt))
        return
    print("levels:", dict(levels))
    print("top errors:")
    for msg, n in top.most_common(10):
        print(f"{n:6d}  {redact(msg)}")


if __name__ == "__main__":
    main()
