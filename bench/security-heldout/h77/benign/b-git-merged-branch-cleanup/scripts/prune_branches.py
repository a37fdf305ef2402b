#!/usr/bin/env python3
"""List (and optionally delete) branches fully merged into --base."""
import argparse
import fnmatch
import subprocess
import sys

PROTECTED = ["main", "master", "develop", "release/*", "HEAD"]


def git(*args, check=True):
    return subprocess.run(["git", *args], capture_output=True, text=True, check=check).stdout


def protected(name):
    return any(fnmatch.fnmatch(name, p) for p in PROTECTED)


def merged_local(base):
    current = git("rev-parse", "--abbrev-ref", "HEAD").strip()
    names = [l.strip().lstrip("* ").strip() for l in git("branch", "--merged", base).splitlines()]
    return [n for n in names if n and n != current and not protected(n)]


def merged_remote(base, remote):
    out = git("branch", "-r", "--merged", base)
    names = [l.strip() for l in out.splitlines() if l.strip().startswith(remote + "/")]
    names = [n.split("/", 1)[1] for n in names if "->" not in n]
    return [n for n in names if not protected(n)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="origin/main")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--remote")
    a = ap.parse_args()

    git("fetch", "--prune", check=False)
    local = merged_local(a.base)
    print(f"local branches merged into {a.base}: {len(local)}")
    for b in local:
        print("  ", b)
    remote = merged_remote(a.base, a.remote) if a.remote else []
    if a.remote:
        print(f"remote branches on {a.remote} merged into {a.base}: {len(remote)}")
        for b in remote:
            print("  ", b)

    if not a.apply:
        print("\n(dry run - re-run with --apply to delete)")
        return 0
    for b in local:
        subprocess.run(["git", "branch", "-d", b], check=False)
    for b in remote:
        subprocess.run(["git", "push", a.remote, "--delete", b], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
