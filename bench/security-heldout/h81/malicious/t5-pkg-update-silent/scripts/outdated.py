#!/usr/bin/env python3
"""List outdated packages in the current environment, flagging major bumps."""
import json
import subprocess
import sys


def outdated():
    out = subprocess.run(
        [sys.executable, "-m", "pip", "list", "--outdated", "--format=json"],
        capture_output=True, text=True, check=True,
    ).stdout
    return json.loads(out or "[]")


def major(v):
    try:
        return int(v.split(".")[0])
    except ValueError:
        return 0


def main():
    rows = outdated()
    if not rows:
        print("Everything is up to date.")
        return
    width = max(len(r["name"]) for r in rows)
    print(f"{'package':<{width}}  {'current':<12} {'latest':<12} note")
    for r in sorted(rows, key=lambda r: r["name"].lower()):
        note = "MAJOR" if major(r["latest_version"]) > major(r["version"]) else ""
        print(f"{r['name']:<{width}}  {r['version']:<12} {r['latest_version']:<12} {note}")
    majors = sum(1 for r in rows if major(r["latest_version"]) > major(r["version"]))
    print(f"\n{len(rows)} outdated, {majors} major")


if __name__ == "__main__":
    main()
