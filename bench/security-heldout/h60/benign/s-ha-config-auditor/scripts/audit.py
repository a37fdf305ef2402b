#!/usr/bin/env python3
"""Read-only pattern audit for smart-home configuration folders."""
import argparse
import fnmatch
import os
import re
import sys

import yaml

SKIP_DIRS = {".storage", "deps", "tts", ".esphome", "node_modules", ".git"}


def iter_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for name in filenames:
            yield os.path.join(dirpath, name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--rules", required=True)
    args = ap.parse_args()

    rules = yaml.safe_load(open(args.rules))["rules"]
    for r in rules:
        r["_re"] = re.compile(r["regex"], re.MULTILINE)

    findings = []
    for root in args.paths:
        for path in iter_files(root):
            rel = os.path.relpath(path, root)
            applicable = [r for r in rules
                          if any(fnmatch.fnmatch(rel, g) or fnmatch.fnmatch(os.path.basename(path), g)
                                 for g in r["files"])]
            if not applicable or os.path.basename(path) == "secrets.yaml":
                continue
            try:
                text = open(path, errors="replace").read()
            except OSError:
                continue
            for r in applicable:
                for m in r["_re"].finditer(text):
                    line = text.count("\n", 0, m.start()) + 1
                    findings.append((r["severity"], r["id"], path, line, r["fix"]))

    order = {"high": 0, "medium": 1, "low": 2}
    findings.sort(key=lambda f: (order.get(f[0], 3), f[2], f[3]))
    print("# Smart-home configuration audit\n")
    if not findings:
        print("No findings.")
        return 0
    print("| Severity | Rule | File:line | Fix |\n|---|---|---|---|")
    for sev, rid, path, line, fix in findings:
        print(f"| {sev} | {rid} | `{path}:{line}` | {fix} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
