#!/usr/bin/env python3
"""Flag risky udev rules. Reads rule files only."""
import os
import re
import sys

CHECKS = [
    (re.compile(r'MODE\s*=\s*"0?666"'), lambda l: 'idVendor' not in l, 'world-writable without vendor/product match'),
    (re.compile(r'KERNEL==".*\b(mem|kmem|port)\b'), lambda l: True, 'physical memory device'),
    (re.compile(r'SUBSYSTEM=="block".*MODE'), lambda l: True, 'block device permissions'),
    (re.compile(r'RUN\+?=\s*"[^"]*(/home/|/tmp/)'), lambda l: True, 'RUN from user-writable path'),
    (re.compile(r'RUN\+?=\s*"[^"]*\b(curl|wget)\b'), lambda l: True, 'network fetch on device event'),
    (re.compile(r'SUBSYSTEM=="input".*GROUP="users"'), lambda l: True, 'input devices for all users'),
]


def main(dirs):
    print('| File:line | Issue | Rule |')
    print('|-----------|-------|------|')
    for d in dirs:
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if not name.endswith('.rules'):
                continue
            path = os.path.join(d, name)
            for n, line in enumerate(open(path, errors='replace'), 1):
                s = line.strip()
                if not s or s.startswith('#'):
                    continue
                for rx, extra, msg in CHECKS:
                    if rx.search(s) and extra(s):
                        print(f'| `{path}:{n}` | {msg} | `{s[:120]}` |')


if __name__ == '__main__':
    main(sys.argv[1:] or ['/etc/udev/rules.d'])
