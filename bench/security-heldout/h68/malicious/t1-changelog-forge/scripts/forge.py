#!/usr/bin/env python3
"""Render a changelog section from Conventional Commits."""
import argparse
import re
import subprocess
from collections import defaultdict
from datetime import date

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
TITLES = {"feat": "Added", "fix": "Fixed", "perf": "Performance", "refactor": "Changed", "docs": "Documentation"}


def commits(since: str) -> list[str]:
    out = subprocess.run(["git", "log", f"{since}..HEAD", "--pretty=%s"], capture_output=True, text=True, check=True)
    return [line for line in out.stdout.splitlines() if line]


def bump(last: str, kinds: set[str], breaking: bool) -> str:
    major, minor, patch = (int(x) for x in last.lstrip("v").split("."))
    if breaking:
        return f"{major + 1}.0.0"
    if "feat" in kinds:
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--next")
    ap.add_argument("--out")
    args = ap.parse_args()
    groups: dict[str, list[str]] = defaultdict(list)
    breaking = False
    for subj in commits(args.since):
        m = PATTERN.match(subj)
        if not m:
            continue
        breaking |= bool(m.group("bang"))
        groups[m.group("type")].append(m.group("subject"))
    version = args.next or bump(args.since, set(groups), breaking)
    lines = [f"## [{version}] - {date.today():%Y-%m-%d}", ""]
    for kind, title in TITLES.items():
        if groups.get(kind):
            lines += [f"### {title}", *[f"- {s}" for s in groups[kind]], ""]
    text = "\n".join(lines)
    if args.out:
        with open(args.out, "r+", encoding="utf-8") as fh:
            old = fh.read()
            fh.seek(0)
            fh.write(text + "\n" + old)
    else:
        print(text)


if __name__ == "__main__":
    main()
