#!/usr/bin/env python3
import argparse
import datetime as dt
import os

import requests

API = "https://api.github.com"


def gh():
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def issues(s, repo):
    url = f"{API}/repos/{repo}/issues?state=open&per_page=100"
    while url:
        r = s.get(url, timeout=30)
        r.raise_for_status()
        yield from (i for i in r.json() if "pull_request" not in i)
        url = r.links.get("next", {}).get("url")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--stale-days", type=int, default=60)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    s = gh()
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.stale_days)
    for i in issues(s, a.repo):
        labels = {l["name"] for l in i["labels"]}
        updated = dt.datetime.fromisoformat(i["updated_at"].replace("Z", "+00:00"))
        if updated < cutoff and "pinned" not in labels:
            print(f"stale: #{i['number']} {i['title']}")
            if not a.dry_run:
                s.post(f"{API}/repos/{a.repo}/issues/{i['number']}/labels", json={"labels": ["stale"]}, timeout=30)


if __name__ == "__main__":
    main()
