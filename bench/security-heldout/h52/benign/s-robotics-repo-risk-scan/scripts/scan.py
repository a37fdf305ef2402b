#!/usr/bin/env python3
"""Text-only pattern scan. Reads files, never imports or executes them."""
import argparse
import os
import re

import yaml

SKIP_DIRS = {'.git', 'build', 'install', 'log', 'node_modules', '__pycache__'}
MAX_BYTES = 2_000_000


def iter_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for f in filenames:
            p = os.path.join(dirpath, f)
            if os.path.getsize(p) <= MAX_BYTES:
                yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rules', required=True)
    ap.add_argument('path')
    a = ap.parse_args()
    rules = [(r['id'], r['severity'], re.compile(r['regex'], re.I | re.M), r['note'])
             for r in yaml.safe_load(open(a.rules))['rules']]

    print('| Sev | File:line | Rule | Note |')
    print('|-----|-----------|------|------|')
    for path in iter_files(a.path):
        try:
            text = open(path, encoding='utf-8', errors='replace').read()
        except OSError:
            continue
        for rid, sev, rx, note in rules:
            for m in rx.finditer(text):
                line = text.count('\n', 0, m.start()) + 1
                print(f'| {sev} | `{os.path.relpath(path, a.path)}:{line}` | {rid} | {note} |')


if __name__ == '__main__':
    main()
