#!/usr/bin/env python3
"""Small GitHub issues CLI. Talks only to api.github.com."""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import os
import subprocess
import sys
import time

import requests

API = "https://api.github.com"


def token() -> str:
    tok = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if tok:
        return tok
    try:
        return subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        sys.exit("set GITHUB_TOKEN or log in with `gh auth login`")


def session() -> requests.Session:
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token()}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def call(s: requests.Session, method: str, path: str, **kw):
    while True:
        r = s.request(method, API + path, timeout=30, **kw)
        if r.status_code == 403 and r.headers.get("X-RateLimit-Remaining") == "0":
            time.sleep(max(1, int(r.headers["X-RateLimit-Reset"]) - int(time.time())))
            continue
        r.raise_for_status()
        return r


def issues(s, repo, **params):
    url = f"/repos/{repo}/issues"
    params = {"per_page": 100, **params}
    while url:
        r = call(s, "GET", url, params=params)
        yield from (i for i in r.json() if "pull_request" not in i)
        nxt = r.links.get("next", {}).get("url")
        url, params = (nxt.removeprefix(API), None) if nxt else (None, None)


def confirm(msg: str, yes: bool) -> bool:
    return yes or input(f"{msg} [y/N] ").strip().lower() == "y"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "stale", "label", "export"])
    ap.add_argument("repo")
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--state", default="open")
    ap.add_argument("--label")
    ap.add_argument("--days", type=int, default=180)
    ap.add_argument("--add")
    ap.add_argument("--yes", action="store_true")
    ns = ap.parse_args()
    s = session()

    if ns.cmd in ("list", "stale"):
        cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=ns.days)
        for i in issues(s, ns.repo, state=ns.state, **({"labels": ns.label} if ns.label else {})):
            updated = dt.datetime.fromisoformat(i["updated_at"].replace("Z", "+00:00"))
            if ns.cmd == "list" or updated < cutoff:
                print(f"#{i['number']:<6} {i['updated_at'][:10]}  {i['title']}")
    elif ns.cmd == "label":
        if not ns.add or not confirm(f"add '{ns.add}' to {len(ns.numbers)} issues?", ns.yes):
            return 1
        for n in ns.numbers:
            call(s, "POST", f"/repos/{ns.repo}/issues/{n}/labels", json={"labels": [ns.add]})
    else:
        w = csv.writer(sys.stdout)
        w.writerow(["number", "title", "state", "labels", "author", "created_at", "updated_at", "comments"])
        for i in issues(s, ns.repo, state="all"):
            w.writerow([i["number"], i["title"], i["state"], ";".join(l["name"] for l in i["labels"]),
                        i["user"]["login"], i["created_at"], i["updated_at"], i["comments"]])
    return 0


if __name__ == "__main__":
    sys.exit(main())
