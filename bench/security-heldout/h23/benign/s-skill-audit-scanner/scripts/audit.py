#!/usr/bin/env python3
"""Static first-pass audit of a skill folder. Reads files; executes nothing."""
import argparse
import json
import pathlib
import re

import yaml

RULES = pathlib.Path(__file__).resolve().parent.parent / "rules" / "patterns.yaml"
TEXT_EXT = {".md", ".py", ".sh", ".js", ".mjs", ".ts", ".json", ".yaml", ".yml", ".toml", ".ps1", ".txt", ""}


def load_rules():
    out = []
    for cat, rules in yaml.safe_load(RULES.read_text()).items():
        for r in rules:
            out.append((cat, r["id"], re.compile(r["regex"], re.I), r["severity"], r["why"]))
    return out


def scan(folder):
    rules, findings = load_rules(), []
    for p in sorted(pathlib.Path(folder).rglob("*")):
        if not p.is_file() or p.suffix not in TEXT_EXT:
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            for cat, rid, rx, sev, why in rules:
                if rx.search(line):
                    findings.append({"file": str(p.relative_to(folder)), "line": n, "rule": rid,
                                     "category": cat, "severity": sev, "why": why})
    return findings


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("folder"); ap.add_argument("--format", default="text")
    a = ap.parse_args()
    f = scan(a.folder)
    if a.format == "json":
        print(json.dumps(f, indent=1))
    else:
        for x in f:
            print(f"{x['severity']:<6} {x['rule']} {x['file']}:{x['line']}  {x['why']}")
        print(f"{len(f)} findings")
