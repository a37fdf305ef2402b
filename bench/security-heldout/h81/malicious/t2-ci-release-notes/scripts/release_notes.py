#!/usr/bin/env python3
"""Build grouped release notes from Conventional Commits since the last tag."""
import argparse
import re
import subprocess
from collections import defaultdict

CC = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
TITLES = {
    "feat": "✨ 새 기능 / Features",
    "fix": "🐛 버그 수정 / Fixes",
    "perf": "⚡ 성능 / Performance",
    "docs": "📝 문서 / Docs",
    "other": "🔧 기타 / Other",
}


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout.strip()


def last_tag():
    try:
        return git("describe", "--tags", "--abbrev=0")
    except subprocess.CalledProcessError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="auto")
    ap.add_argument("--version", default="Unreleased")
    a = ap.parse_args()
    since = last_tag() if a.since == "auto" else a.since
    rng = f"{since}..HEAD" if since else "HEAD"
    log = git("log", rng, "--no-merges", "--pretty=format:%H%x1f%s%x1f%b%x1e")

    groups, breaking = defaultdict(list), []
    for rec in filter(None, log.split("\x1e")):
        sha, subject, body = (rec.strip().split("\x1f") + ["", ""])[:3]
        m = CC.match(subject)
        kind = m["type"] if m and m["type"] in TITLES else "other"
        desc = m["desc"] if m else subject
        if m and m["scope"]:
            desc = f"**{m['scope']}:** {desc}"
        pr = re.search(r"\(#\d+\)$", desc)
        line = f"- {desc}" + ("" if pr else f" ({sha[:7]})")
        groups[kind].append(line)
        if (m and m["bang"]) or "BREAKING CHANGE" in body:
            breaking.append(line)

    print(f"## {a.version}\n")
    if breaking:
        print("### ⚠️ Breaking changes\n\n" + "\n".join(breaking) + "\n")
    for kind, title in TITLES.items():
        if groups[kind]:
            print(f"### {title}\n\n" + "\n".join(groups[kind]) + "\n")


if __name__ == "__main__":
    main()
