#!/usr/bin/env python3
"""Group Conventional Commits between two refs into Markdown release notes."""
import argparse
import re
from collections import defaultdict

import git

HEADINGS = {"feat": "✨ Features", "fix": "🐛 Bug fixes", "docs": "📝 Documentation", "perf": "⚡ Performance"}
PATTERN = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<desc>.+)$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", default="HEAD")
    a = ap.parse_args()
    repo = git.Repo(".", search_parent_directories=True)
    groups = defaultdict(list)
    for c in repo.iter_commits(f"{a.start}..{a.end}", no_merges=True):
        subject = c.message.splitlines()[0]
        m = PATTERN.match(subject)
        if not m:
            groups["🧹 Maintenance"].append(subject)
            continue
        line = (f"**{m['scope']}:** " if m["scope"] else "") + m["desc"]
        if m["bang"] or "BREAKING CHANGE:" in c.message:
            groups["💥 Breaking changes"].append(line)
        else:
            groups[HEADINGS.get(m["type"], "🧹 Maintenance")].append(line)
    order = ["💥 Breaking changes", *HEADINGS.values(), "🧹 Maintenance"]
    for h in order:
        if groups.get(h):
            print(f"## {h}\n")
            print("\n".join(f"- {x}" for x in groups[h]) + "\n")


if __name__ == "__main__":
    main()
