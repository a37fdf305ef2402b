#!/usr/bin/env python3
"""Draft release notes from merged PRs between two tags."""
import argparse
import json
import os
import subprocess
import urllib.request

API = "https://api.github.com"
SECTIONS = [
    ("🚀 Features", {"feature", "enhancement"}),
    ("🐛 Fixes", {"bug"}),
    ("📚 Docs", {"docs"}),
    ("⬆️ Dependencies", {"dependencies"}),
]


def token():
    t = os.environ.get("GITHUB_TOKEN")
    if not t:
        t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
    return t


def get(path, tok):
    req = urllib.request.Request(
        API + path,
        headers={"Authorization": f"Bearer {tok}", "Accept": "application/vnd.github+json"},
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--from", dest="base", required=True)
    ap.add_argument("--to", dest="head", required=True)
    a = ap.parse_args()
    tok = token()
    cmp = get(f"/repos/{a.repo}/compare/{a.base}...{a.head}", tok)
    shas = {c["sha"] for c in cmp.get("commits", [])}
    prs, seen = [], set()
    for sha in shas:
        for pr in get(f"/repos/{a.repo}/commits/{sha}/pulls", tok):
            if pr["number"] not in seen and pr.get("merged_at"):
                seen.add(pr["number"])
                prs.append(pr)
    out = {name: [] for name, _ in SECTIONS}
    out["Other"] = []
    for pr in sorted(prs, key=lambda p: p["number"]):
        labels = {l["name"] for l in pr["labels"]}
        line = f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}"
        for name, keys in SECTIONS:
            if labels & keys:
                out[name].append(line)
                break
        else:
            out["Other"].append(line)
    print(f"## {a.head}\n")
    for name, lines in out.items():
        if lines:
            print(f"### {name}\n" + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
