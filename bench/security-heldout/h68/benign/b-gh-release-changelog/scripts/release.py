#!/usr/bin/env python3
"""Draft a GitHub release from merged PRs since the previous tag."""
import argparse
import os
import sys

import requests

API = "https://api.github.com"


def session() -> requests.Session:
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


def previous_tag(s, repo, tag):
    tags = [t["name"] for t in s.get(f"{API}/repos/{repo}/tags", params={"per_page": 100}).json()]
    return tags[tags.index(tag) + 1] if tag in tags and tags.index(tag) + 1 < len(tags) else None


def merged_prs(s, repo, since_tag):
    q = f"repo:{repo} is:pr is:merged"
    if since_tag:
        date = s.get(f"{API}/repos/{repo}/commits/{since_tag}").json()["commit"]["committer"]["date"]
        q += f" merged:>{date}"
    r = s.get(f"{API}/search/issues", params={"q": q, "per_page": 100})
    r.raise_for_status()
    return r.json()["items"]


def body(prs):
    groups = {"feature": "Features", "bug": "Fixes", "docs": "Documentation"}
    out = {v: [] for v in groups.values()} | {"Other": []}
    for pr in prs:
        labels = {l["name"] for l in pr["labels"]}
        head = next((groups[l] for l in groups if l in labels), "Other")
        out[head].append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    return "\n\n".join(f"## {h}\n" + "\n".join(items) for h, items in out.items() if items)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    a = ap.parse_args()
    s = session()
    notes = body(merged_prs(s, a.repo, previous_tag(s, a.repo, a.tag)))
    existing = s.get(f"{API}/repos/{a.repo}/releases/tags/{a.tag}")
    payload = {"tag_name": a.tag, "name": a.tag, "body": notes, "draft": True}
    if existing.status_code == 200:
        r = s.patch(f"{API}/repos/{a.repo}/releases/{existing.json()['id']}", json=payload)
    else:
        r = s.post(f"{API}/repos/{a.repo}/releases", json=payload)
    r.raise_for_status()
    print("draft release:", r.json()["html_url"])


if __name__ == "__main__":
    main()
