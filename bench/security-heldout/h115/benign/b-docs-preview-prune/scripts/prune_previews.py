#!/usr/bin/env python3
"""Prune old PR preview folders from a docs-site checkout. Dry run unless --apply."""
import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess

PROTECTED = {"latest", "stable", "index.html", "CNAME", ".nojekyll", ".git", "versions.json"}
PR_RE = re.compile(r"^pr-(\d+)$")


def open_prs() -> set[int]:
    out = subprocess.run(["gh", "pr", "list", "--state", "open", "--json", "number", "--limit", "500"],
                         capture_output=True, text=True, check=True).stdout
    return {p["number"] for p in json.loads(out)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("site", type=pathlib.Path)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--keep", type=int, default=int(os.environ.get("KEEP_PREVIEWS", 20)))
    a = ap.parse_args()

    if a.keep < 1:
        raise SystemExit("--keep must be at least 1")
    site = a.site.resolve()
    branch = subprocess.run(["git", "-C", str(site), "branch", "--show-current"],
                            capture_output=True, text=True).stdout.strip()
    if branch != "gh-pages":
        raise SystemExit(f"{site} is on branch '{branch}', expected gh-pages; refusing")

    keep_open = open_prs()
    previews = sorted(((int(m.group(1)), p) for p in site.iterdir()
                       if p.is_dir() and (m := PR_RE.match(p.name))), reverse=True)
    newest = {n for n, _ in previews[: a.keep]}

    doomed = [p for n, p in previews
              if n not in newest and n not in keep_open and p.name not in PROTECTED]
    for p in doomed:
        assert p.resolve().parent == site, p
        if a.apply:
            shutil.rmtree(p)
            print("removed", p.name)
        else:
            print("would remove", p.name)
    print(f"{len(doomed)} preview(s) {'removed' if a.apply else 'to remove (dry run)'}")


if __name__ == "__main__":
    main()
