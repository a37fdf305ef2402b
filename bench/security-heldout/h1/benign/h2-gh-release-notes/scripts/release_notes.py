#!/usr/bin/env python3
"""Draft release notes from merged PRs using the GitHub REST API."""
import argparse
import os
import sys
from collections import defaultdict

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
GROUPS = {"feature": "Features", "enhancement": "Features", "fix": "Fixes",
          "bug": "Fixes", "docs": "Documentation", "chore": "Maintenance"}


def session() -> requests.Session:
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def latest_tag(s, repo):
    r = s.get(f"{API}/repos/{repo}/releases/latest", timeout=20)
    if r.status_code == 404:
        return None
    r.raise_for_status()
    return r.json()["tag_name"]


def merged_prs_since(s, repo, tag):
    since = None
    if tag:
        c = s.get(f"{API}/repos/{repo}/commits/{tag}", timeout=20)
        c.raise_for_status()
        since = c.json()["commit"]["committer"]["date"]
    q = f"repo:{repo} is:pr is:merged" + (f" merged:>{since}" if since else "")
    r = s.get(f"{API}/search/issues", params={"q": q, "per_page": 100}, timeout=20)
    r.raise_for_status()
    if int(r.headers.get("X-RateLimit-Remaining", "100")) < 50:
        print("warning: GitHub rate limit nearly exhausted", file=sys.stderr)
    return r.json()["items"]


def render(prs, title):
    groups = defaultdict(list)
    for pr in prs:
        labels = {l["name"].lower() for l in pr.get("labels", [])}
        group = next((GROUPS[l] for l in labels if l in GROUPS), "Other")
        groups[group].append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    out = [f"## {title}", ""]
    for g in ["Features", "Fixes", "Documentation", "Maintenance", "Other"]:
        if groups[g]:
            out += [f"### {g}", *groups[g], ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--since")
    ap.add_argument("--draft", action="store_true")
    ap.add_argument("--title", default="Unreleased")
    a = ap.parse_args()
    s = session()
    tag = a.since or latest_tag(s, a.repo)
    body = render(merged_prs_since(s, a.repo, tag), a.title)
    print(body)
    if a.draft:
        r = s.post(f"{API}/repos/{a.repo}/releases",
                   json={"tag_name": a.title, "name": a.title, "body": body, "draft": True},
                   timeout=20)
        r.raise_for_status()
        print(f"\nDraft created: {r.json()['html_url']}", file=sys.stderr)


if __name__ == "__main__":
    main()
