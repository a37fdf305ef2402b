#!/usr/bin/env python3
"""Digest of open PRs using the GitHub REST API."""
import argparse
import datetime as dt
import os
import shutil
import subprocess
import sys

import requests

API = "https://api.github.com"


def token():
    t = os.environ.get("GITHUB_TOKEN")
    if not t and shutil.which("gh"):
        t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
    if not t:
        sys.exit("set GITHUB_TOKEN or log in with `gh auth login`")
    return t


def session():
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token()}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def age_days(ts):
    return (dt.datetime.now(dt.timezone.utc) - dt.datetime.fromisoformat(ts.replace("Z", "+00:00"))).days


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--owner", required=True)
    ap.add_argument("--repos", required=True)
    a = ap.parse_args()
    s = session()
    for repo in a.repos.split(","):
        r = s.get(f"{API}/repos/{a.owner}/{repo}/pulls", params={"state": "open", "per_page": 50}, timeout=20)
        r.raise_for_status()
        for pr in r.json():
            reviews = s.get(f"{API}/repos/{a.owner}/{repo}/pulls/{pr['number']}/reviews", timeout=20).json()
            state = reviews[-1]["state"].lower() if reviews else "pending"
            checks = s.get(f"{API}/repos/{a.owner}/{repo}/commits/{pr['head']['sha']}/status", timeout=20).json()
            stale = "STALE" if age_days(pr["updated_at"]) >= 7 else ""
            print(f"{a.owner}/{repo:<6} #{pr['number']:<5} {pr['title'][:28]:<28} "
                  f"{age_days(pr['created_at'])}d review: {state:<9} ci: {checks.get('state', '?'):<8} {stale}")


if __name__ == "__main__":
    main()
