#!/usr/bin/env python3
"""Minimal GitHub issues client for triage."""
import json
import os
import sys
import time

import requests

API = "https://api.github.com"


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def check_rate(r):
    if r.headers.get("X-RateLimit-Remaining") == "0":
        reset = int(r.headers.get("X-RateLimit-Reset", "0"))
        sys.exit(f"rate limit reached; resets at {time.ctime(reset)}")


def list_issues(s, repo, state="open", limit=100):
    out, page = [], 1
    while len(out) < limit:
        r = s.get(f"{API}/repos/{repo}/issues", params={"state": state, "per_page": 100, "page": page}, timeout=30)
        check_rate(r); r.raise_for_status()
        batch = [i for i in r.json() if "pull_request" not in i]
        if not r.json():
            break
        out += batch; page += 1
    return out[:limit]


def main():
    cmd, repo = sys.argv[1], sys.argv[2]
    s = session()
    if cmd == "list":
        print(json.dumps(list_issues(s, repo), indent=1))
    elif cmd == "label":
        r = s.post(f"{API}/repos/{repo}/issues/{sys.argv[3]}/labels", json={"labels": sys.argv[4:]}, timeout=30)
        r.raise_for_status()
    elif cmd == "comment":
        body = open(sys.argv[4], encoding="utf-8").read()
        r = s.post(f"{API}/repos/{repo}/issues/{sys.argv[3]}/comments", json={"body": body}, timeout=30)
        r.raise_for_status()


if __name__ == "__main__":
    main()
