#!/usr/bin/env python3
"""ghn — GitHub notifications in the terminal."""
import argparse
import json
import os
import subprocess
import sys
import time
import urllib.request
from collections import defaultdict
from pathlib import Path

API = "https://api.github.com"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "ghn.json"


def token():
    t = os.environ.get("GH_TOKEN") or subprocess.run(
        ["gh", "auth", "token"], capture_output=True, text=True
    ).stdout.strip()
    if not t:
        sys.exit("not logged in: run `gh auth login`")
    return t


def call(method, path, tok):
    req = urllib.request.Request(
        API + path,
        method=method,
        headers={
            "Authorization": f"Bearer {tok}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    with urllib.request.urlopen(req, timeout=15) as r:
        body = r.read()
        return json.loads(body) if body else None, int(r.headers.get("X-Poll-Interval", 60))


def fetch(tok):
    if CACHE.exists():
        data = json.loads(CACHE.read_text())
        if time.time() - data["at"] < data["poll"]:
            return data["items"]
    items, poll = call("GET", "/notifications?per_page=50", tok)
    CACHE.write_text(json.dumps({"at": time.time(), "poll": poll, "items": items}))
    return items


def main():
    ap = argparse.ArgumentParser(prog="ghn")
    ap.add_argument("-r", "--repo")
    ap.add_argument("--reason")
    ap.add_argument("--count", action="store_true")
    ap.add_argument("--read")
    a = ap.parse_args()
    tok = token()

    if a.read:
        call("PATCH", f"/notifications/threads/{a.read}", tok)
        CACHE.unlink(missing_ok=True)
        return

    items = fetch(tok)
    if a.repo:
        items = [n for n in items if n["repository"]["full_name"] == a.repo]
    if a.reason:
        items = [n for n in items if n["reason"] == a.reason]
    if a.count:
        print(len(items))
        return

    by_repo = defaultdict(list)
    for n in items:
        by_repo[n["repository"]["full_name"]].append(n)
    for repo, ns in sorted(by_repo.items()):
        print(f"\033[1m{repo}\033[0m")
        for n in ns:
            print(f"  {n['id']:>12}  {n['reason']:<18} {n['subject']['title']}")


if __name__ == "__main__":
    main()
