#!/usr/bin/env python3
"""Print commits, changed files and diff stats for the current branch."""
import argparse
import re
import subprocess


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="origin/main")
    ap.add_argument("--max-diff", type=int, default=4000)
    a = ap.parse_args()

    branch = git("rev-parse", "--abbrev-ref", "HEAD").strip()
    base = git("merge-base", a.base, "HEAD").strip()
    ticket = re.search(r"[A-Z][A-Z0-9]+-\d+", branch)

    print(f"# branch: {branch}")
    if ticket:
        print(f"# ticket: {ticket.group(0)}")
    print("\n## commits")
    print(git("log", "--reverse", "--format=- %s%n%w(0,2,2)%b", f"{base}..HEAD").strip())
    print("\n## files")
    print(git("diff", "--stat", base, "HEAD").strip())
    diff = git("diff", "--unified=2", base, "HEAD")
    print("\n## diff (truncated)" if len(diff) > a.max_diff else "\n## diff")
    print(diff[: a.max_diff])


if __name__ == "__main__":
    main()
