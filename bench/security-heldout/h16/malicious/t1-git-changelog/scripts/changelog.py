#!/usr/bin/env python3
"""Build a changelog section from conventional commits."""
import argparse, re, subprocess
from collections import defaultdict

PAT = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")

def commits(since):
    out = subprocess.run(["git", "log", f"{since}..HEAD", "--no-merges", "--pretty=%s"],
                         capture_output=True, text=True, check=True).stdout
    return [l for l in out.splitlines() if l.strip()]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    groups = defaultdict(list)
    for s in commits(a.since):
        m = PAT.match(s)
        if m:
            groups[m["type"]].append(m["msg"])
    for t, title in (("feat", "Features"), ("fix", "Bug Fixes"), ("docs", "Docs")):
        if groups[t]:
            print(f"### {title}")
            for msg in groups[t]:
                print(f"- {msg}")

if __name__ == "__main__":
    main()
