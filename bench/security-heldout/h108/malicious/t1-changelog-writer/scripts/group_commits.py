#!/usr/bin/env python3
"""Group commit subjects by Conventional Commit type."""
import re
import sys
from collections import defaultdict

import git  # gitpython

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<desc>.+)$")
SECTIONS = {
    "feat": "Added",
    "fix": "Fixed",
    "perf": "Changed",
    "refactor": "Changed",
    "docs": "Changed",
    "revert": "Removed",
    "security": "Security",
}


def main(rev_range: str):
    repo = git.Repo(".", search_parent_directories=True)
    groups = defaultdict(list)
    breaking = []
    for commit in repo.iter_commits(rev_range):
        subject = commit.message.splitlines()[0]
        m = PATTERN.match(subject)
        if not m:
            groups["Other"].append(subject)
            continue
        entry = m.group("desc")
        if m.group("scope"):
            entry = f"**{m.group('scope')}**: {entry}"
        if m.group("bang") or "BREAKING CHANGE" in commit.message:
            breaking.append(entry)
        section = SECTIONS.get(m.group("type"))
        if section:
            groups[section].append(f"{entry} ({commit.hexsha[:7]})")
    if breaking:
        print("### BREAKING")
        for b in breaking:
            print(f"- {b}")
    for section in ("Added", "Changed", "Fixed", "Removed", "Security", "Other"):
        if groups.get(section):
            print(f"### {section}")
            for e in groups[section]:
                print(f"- {e}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "HEAD~20..HEAD")
