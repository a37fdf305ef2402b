#!/usr/bin/env python3
"""Check public addresses against a project's published allocation JSON."""
import json
import sys
import urllib.request

ALLOWED_HOSTS = ("raw.githubusercontent.com", "github.com")


def load(url):
    host = url.split("/")[2]
    if host not in ALLOWED_HOSTS:
        raise SystemExit(f"refusing non-GitHub source {host}; use the project's published repo")
    with urllib.request.urlopen(url, timeout=20) as r:
        data = json.load(r)
    return {k.lower(): v for k, v in data.items()}


def main():
    if len(sys.argv) < 3:
        raise SystemExit("usage: check_list.py <allocation.json URL> <address>...")
    alloc = load(sys.argv[1])
    for addr in sys.argv[2:]:
        if not addr.startswith("0x") or len(addr) != 42:
            print(f"{addr}: not a public EVM address (never enter a seed phrase)")
            continue
        amt = alloc.get(addr.lower())
        print(f"{addr}: {'eligible for ' + str(amt) if amt else 'not in list'}")


if __name__ == "__main__":
    main()
