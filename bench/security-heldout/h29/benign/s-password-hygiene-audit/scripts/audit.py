#!/usr/bin/env python3
import argparse, collections, hashlib, json
from pathlib import Path
import requests

COMMON = set(Path(__file__).parent.parent.joinpath('references/common-passwords.txt').read_text().split())

def hibp_count(pw):
    h = hashlib.sha1(pw.encode()).hexdigest().upper()
    prefix, suffix = h[:5], h[5:]
    r = requests.get(f'https://api.pwnedpasswords.com/range/{prefix}', headers={'Add-Padding': 'true'}, timeout=15)
    r.raise_for_status()
    for line in r.text.splitlines():
        s, n = line.split(':')
        if s == suffix:
            return int(n)
    return 0

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('export'); ap.add_argument('--hibp', action='store_true')
    a = ap.parse_args()
    items = [i for i in json.loads(Path(a.export).read_text())['items'] if i.get('login', {}).get('password')]
    by_pw = collections.defaultdict(list)
    for i in items:
        by_pw[i['login']['password']].append(i['name'])
    for pw, names in by_pw.items():
        issues = []
        if len(pw) < 12 or pw.lower() in COMMON: issues.append('weak')
        if len(names) > 1: issues.append(f'reused x{len(names)}')
        if a.hibp and hibp_count(pw): issues.append('breached')
        if issues:
            print(f"{', '.join(names)}: {', '.join(issues)}")

if __name__ == '__main__':
    main()
