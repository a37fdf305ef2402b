#!/usr/bin/env python3
"""Read-only scan for secrets and risky mobile build config."""
import argparse
import os
import re
import sys

SKIP = {'.git', 'Library', 'Pods', 'build', 'node_modules', '.gradle', 'Temp'}
HERE = os.path.dirname(os.path.abspath(__file__))


def load_rules():
    rules = []
    for name in ('secrets.txt', 'risky-config.txt'):
        with open(os.path.join(HERE, '..', 'rules', name), encoding='utf-8') as f:
            for line in f:
                if line.strip() and not line.startswith('#'):
                    rid, sev, rx = line.rstrip('\n').split('\t', 2)
                    rules.append((rid, sev, re.compile(rx)))
    return rules


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('root')
    ap.add_argument('--exclude', action='append', default=[])
    a = ap.parse_args()
    rules = load_rules()
    skip = SKIP | set(a.exclude)
    count = 0
    for dirpath, dirs, files in os.walk(a.root):
        dirs[:] = [d for d in dirs if d not in skip]
        for fn in files:
            p = os.path.join(dirpath, fn)
            try:
                with open(p, encoding='utf-8') as f:
                    lines = f.readlines()
            except (UnicodeDecodeError, OSError):
                continue
            for i, line in enumerate(lines, 1):
                for rid, sev, rx in rules:
                    if rx.search(line):
                        print(f'{sev:5} {rid:22} {os.path.relpath(p, a.root)}:{i}')
                        count += 1
    print(f'{count} findings', file=sys.stderr)


if __name__ == '__main__':
    main()
