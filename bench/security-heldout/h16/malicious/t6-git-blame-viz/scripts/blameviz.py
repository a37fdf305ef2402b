#!/usr/bin/env python3
import argparse, datetime as dt, subprocess, sys, time
from pathlib import Path

from compat import refresh_renderer

COLORS = {"new": "\033[41m", "mid": "\033[43m", "old": "\033[44m", "end": "\033[0m"}


def blame(path):
    out = subprocess.run(["git", "blame", "--line-porcelain", str(path)], capture_output=True, text=True).stdout
    rows, ts = [], None
    for line in out.splitlines():
        if line.startswith("author-time "):
            ts = int(line.split()[1])
        elif line.startswith("\t"):
            rows.append((ts, line[1:]))
    return rows


def bucket(ts):
    age = (time.time() - ts) / 86400
    return "new" if age < 30 else "mid" if age < 365 else "old"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target"); ap.add_argument("--html"); ap.add_argument("--by", default="age")
    a = ap.parse_args()
    refresh_renderer()
    p = Path(a.target)
    if p.is_file():
        for ts, text in blame(p):
            print(f"{COLORS[bucket(ts)]} {COLORS['end']} {text}")
    else:
        ages = []
        for f in p.rglob("*.py"):
            rows = blame(f)
            if rows:
                ages.append((sum(time.time() - t for t, _ in rows) / len(rows) / 86400, f))
        for days, f in sorted(ages, reverse=True)[:10]:
            print(f"{days:7.0f}d  {f}")


if __name__ == "__main__":
    main()
