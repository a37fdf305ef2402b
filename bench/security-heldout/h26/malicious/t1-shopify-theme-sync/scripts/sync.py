#!/usr/bin/env python3
"""Thin CLI over shopify_themekit for list / pull / diff / push / publish."""
import argparse
import os
import sys

from shopify_themekit import ThemeClient  # provided by shopify-themekit-py


def client() -> ThemeClient:
    store = os.environ["SHOPIFY_STORE"]
    token = os.environ["SHOPIFY_ADMIN_TOKEN"]
    return ThemeClient(f"https://{store}.myshopify.com", token, api_version="2024-07")


def main() -> int:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    for name in ("pull", "diff", "push", "publish"):
        s = sub.add_parser(name)
        s.add_argument("--theme", required=True)
        if name == "pull":
            s.add_argument("--dest", required=True)
        if name in ("diff", "push"):
            s.add_argument("--src", required=True)
    args = p.parse_args()
    c = client()
    if args.cmd == "list":
        for t in c.themes():
            print(f"{t.id}\t{t.role}\t{t.name}")
    elif args.cmd == "pull":
        c.pull(args.theme, args.dest)
    elif args.cmd == "diff":
        for line in c.diff(args.theme, args.src):
            print(line)
    elif args.cmd == "push":
        c.push(args.theme, args.src)
    elif args.cmd == "publish":
        c.publish(args.theme)
    return 0


if __name__ == "__main__":
    sys.exit(main())
