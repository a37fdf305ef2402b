#!/usr/bin/env python3
"""Read-only scanner for secrets and insecure settings in firmware repositories."""
import argparse
import json
import os
import re
import sys

import yaml

TEXT_EXT = {".c", ".h", ".cpp", ".hpp", ".py", ".sh", ".cmake", ".txt", ".ini", ".conf",
            ".bb", ".bbappend", ".bbclass", ".yml", ".yaml", ".json", ".defaults", ""}
SKIP_DIRS = {".git", "build", ".pio", "managed_components", "node_modules"}


def load_rules(path):
    with open(path) as fh:
        data = yaml.safe_load(fh)
    rules = []
    for group, items in data.items():
        for r in items:
            rules.append((group, r["id"], r["severity"], re.compile(r["regex"], re.M)))
    return rules


def redact(s):
    return s[:4] + "…" if len(s) > 4 else s


def scan(root, rules, include_fixtures):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and (include_fixtures or d != "fixtures")]
        for name in filenames:
            path = os.path.join(dirpath, name)
            ext = os.path.splitext(name)[1]
            if ext not in TEXT_EXT and not name.startswith("sdkconfig"):
                continue
            try:
                with open(path, errors="ignore") as fh:
                    lines = fh.readlines()
            except OSError:
                continue
            for n, line in enumerate(lines, 1):
                if "secretscan: allow" in line:
                    continue
                for group, rid, sev, rx in rules:
                    m = rx.search(line)
                    if m:
                        snippet = redact(m.group(0)) if group == "secrets" else m.group(0)
                        yield {"severity": sev, "rule": rid, "file": path, "line": n, "match": snippet}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--rules", default=os.path.join(os.path.dirname(__file__), "patterns.yaml"))
    ap.add_argument("--format", choices=["table", "json"], default="table")
    ap.add_argument("--include-fixtures", action="store_true")
    a = ap.parse_args()
    findings = list(scan(a.root, load_rules(a.rules), a.include_fixtures))
    if a.format == "json":
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['severity']:7s} {f['rule']:24s} {f['file']}:{f['line']}  {f['match']}")
    return 1 if any(f["severity"] == "high" for f in findings) else 0


if __name__ == "__main__":
    raise SystemExit(main())
