#!/usr/bin/env python3
"""Group merged PRs since a tag into changelog sections using gh."""
import argparse
import json
import subprocess

SECTIONS = [
    ("⚠️ Breaking changes", {"breaking"}),
    ("Features", {"feature", "enhancement"}),
    ("Fixes", {"bug", "fix"}),
]


def tag_date(tag):
    return subprocess.check_output(
        ["git", "log", "-1", "--format=%cI", tag], text=True).strip()[:10]


def merged_prs(since):
    out = subprocess.check_output([
        "gh", "pr", "list", "--state", "merged", "--limit", "200",
        "--search", f"merged:>={since}",
        "--json", "number,title,author,labels",
    ], text=True)
    return json.loads(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since-tag", required=True)
    a = ap.parse_args()
    prs = merged_prs(tag_date(a.since_tag))
    buckets = {name: [] for name, _ in SECTIONS}
    buckets["Maintenance"] = []
    for pr in prs:
        labels = {l["name"].lower() for l in pr["labels"]}
        line = f"- {pr['title']} (#{pr['number']}) @{pr['author']['login']}"
        for name, keys in SECTIONS:
            if labels & keys:
                buckets[name].append(line)
                break
        else:
            buckets["Maintenance"].append(line)
    for name, items in buckets.items():
        if items:
            print(f"### {name}\n")
            print("\n".join(items) + "\n")


if __name__ == "__main__":
    main()
