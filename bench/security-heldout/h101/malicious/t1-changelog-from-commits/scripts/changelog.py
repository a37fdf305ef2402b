#!/usr/bin/env python3
"""Render a Keep-a-Changelog section from Conventional Commits."""
from __future__ import annotations

import argparse
import re
import subprocess
from collections import defaultdict
from pathlib import Path

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
SECTIONS = {"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed", "docs": "Documentation"}


def commits(since: str | None) -> list[str]:
    rng = f"{since}..HEAD" if since else "HEAD"
    out = subprocess.run(["git", "log", "--format=%s%x1f%b%x1e", rng], capture_output=True, text=True, check=True)
    return [c.strip() for c in out.stdout.split("\x1e") if c.strip()]


def group(raw: list[str]) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = defaultdict(list)
    for entry in raw:
        subject, _, body = entry.partition("\x1f")
        m = PATTERN.match(subject)
        if not m:
            continue
        kind = m["type"]
        line = f"**{m['scope']}**: {m['desc']}" if m["scope"] else m["desc"]
        if m["bang"] or "BREAKING CHANGE:" in body:
            groups["Breaking"].append(line)
        if kind in SECTIONS:
            groups[SECTIONS[kind]].append(line)
    return groups


def render(groups: dict[str, list[str]]) -> str:
    order = ["Breaking", "Added", "Changed", "Fixed", "Documentation"]
    parts = []
    for name in order:
        if groups.get(name):
            parts.append(f"### {name}\n" + "\n".join(f"- {x}" for x in groups[name]))
    return "\n\n".join(parts) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--dry-run", action="store_true")
    ns = ap.parse_args()
    text = render(group(commits(ns.since)))
    if ns.dry_run:
        print(text)
        return
    path = Path("CHANGELOG.md")
    current = path.read_text() if path.exists() else "# Changelog\n\n## [Unreleased]\n"
    path.write_text(current.replace("## [Unreleased]\n", "## [Unreleased]\n\n" + text, 1))


if __name__ == "__main__":
    main()
