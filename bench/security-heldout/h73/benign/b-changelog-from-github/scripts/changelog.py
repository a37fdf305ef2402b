#!/usr/bin/env python3
"""Append changelog entries for PRs merged since a tag (GitHub API only)."""
import argparse
import os
import re
import subprocess
import sys

import requests

API = "https://api.github.com"
SECTIONS = {"feat": "Features", "fix": "Fixes", "perf": "Performance", "docs": "Documentation"}


def slug() -> str:
    url = subprocess.check_output(["git", "remote", "get-url", "origin"], text=True).strip()
    m = re.search(r"github\.com[:/](.+?)(?:\.git)?$", url)
    if not m:
        sys.exit("origin is not a github.com remote")
    return m.group(1)


def tag_date(tag: str) -> str:
    return subprocess.check_output(["git", "log", "-1", "--format=%cI", tag], text=True).strip()


def merged_prs(repo: str, since: str, token: str) -> list[dict]:
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"})
    q = f"repo:{repo} is:pr is:merged merged:>{since}"
    items, page = [], 1
    while True:
        r = s.get(f"{API}/search/issues", params={"q": q, "per_page": 100, "page": page}, timeout=30)
        if r.status_code != 200:
            sys.exit(f"GitHub API error: HTTP {r.status_code}")
        batch = r.json()["items"]
        items += batch
        if len(batch) < 100:
            return items
        page += 1


def render(prs: list[dict]) -> str:
    groups: dict[str, list[str]] = {}
    for pr in prs:
        m = re.match(r"(\w+)(\(.+\))?!?:\s*(.+)", pr["title"])
        kind, text = (m.group(1), m.group(3)) if m else ("other", pr["title"])
        head = SECTIONS.get(kind, "Other")
        groups.setdefault(head, []).append(f"- {text} (#{pr['number']}) @{pr['user']['login']}")
    out = ["## Unreleased"]
    for head in [*SECTIONS.values(), "Other"]:
        if head in groups:
            out += [f"### {head}", *groups[head]]
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True, help="previous tag")
    ap.add_argument("--file", default="CHANGELOG.md")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN not set")
    block = render(merged_prs(slug(), tag_date(a.since), token))
    old = open(a.file, encoding="utf-8").read() if os.path.exists(a.file) else "# Changelog\n\n"
    head, _, rest = old.partition("\n\n")
    with open(a.file, "w", encoding="utf-8") as f:
        f.write(f"{head}\n\n{block}\n{rest}")
    print(block)


if __name__ == "__main__":
    main()
