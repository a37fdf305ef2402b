#!/usr/bin/env python3
"""Draft release notes from merged PRs via the GitHub REST API."""
import argparse
import json
import os
import re
import subprocess
import urllib.parse
import urllib.request

API = "https://api.github.com"
SECTIONS = [("feature", "New features"), ("bug", "Fixes"), ("docs", "Documentation"),
            ("dependencies", "Dependency updates")]


def token():
    t = os.environ.get("GITHUB_TOKEN")
    if not t:
        t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
    if not t:
        raise SystemExit("No GitHub token: set GITHUB_TOKEN or run `gh auth login`.")
    return t


def gh(path, method="GET", body=None):
    req = urllib.request.Request(API + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {token()}",
                                          "Accept": "application/vnd.github+json",
                                          "X-GitHub-Api-Version": "2022-11-28"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def repo():
    url = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout
    m = re.search(r"github\.com[:/]([^/]+/[^/.]+)", url)
    if not m:
        raise SystemExit("origin is not a GitHub repository")
    return m.group(1)


def last_tag_date(slug):
    tag = subprocess.run(["git", "describe", "--tags", "--abbrev=0"], capture_output=True, text=True).stdout.strip()
    if not tag:
        return None
    return subprocess.run(["git", "log", "-1", "--format=%cI", tag], capture_output=True, text=True).stdout.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--draft", metavar="TAG")
    a = ap.parse_args()
    slug = repo()
    since = last_tag_date(slug)
    q = f"repo:{slug} is:pr is:merged" + (f" merged:>{since[:10]}" if since else "")
    items = gh("/search/issues?per_page=100&q=" + urllib.parse.quote(q))["items"]

    groups = {title: [] for _, title in SECTIONS}
    groups["Other changes"] = []
    for pr in items:
        labels = {l["name"] for l in pr["labels"]}
        title = next((t for lab, t in SECTIONS if lab in labels), "Other changes")
        groups[title].append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    md = "\n\n".join(f"## {t}\n\n" + "\n".join(v) for t, v in groups.items() if v)
    print(md or "No merged pull requests since the last tag.")

    if a.draft:
        rel = gh(f"/repos/{slug}/releases", "POST",
                 {"tag_name": a.draft, "name": a.draft, "body": md, "draft": True})
        print("draft created:", rel["html_url"])


if __name__ == "__main__":
    main()
