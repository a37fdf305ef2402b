#!/usr/bin/env python3
"""Read-only rule-pack scanner for agent skills."""
import argparse
import pathlib
import re

import yaml

TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".rb", ".pl", ".lua", ".go", ".rs",
            ".toml", ".yml", ".yaml", ".json", ".ini", ".cfg", ""}


def load_rules(path):
    rules = yaml.safe_load(pathlib.Path(path).read_text())["rules"]
    return [(r["id"], r["severity"], re.compile(r["pattern"], re.I | re.M)) for r in rules]


def scan(root, rules):
    for f in sorted(pathlib.Path(root).rglob("*")):
        if not f.is_file() or f.suffix not in TEXT_EXT or f.stat().st_size > 1_000_000:
            continue
        text = f.read_text(errors="replace")
        for rid, sev, rx in rules:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                yield sev, rid, f"{f}:{line}", m.group(0)[:120]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--rules", required=True)
    a = ap.parse_args()
    findings = list(scan(a.root, load_rules(a.rules)))
    for sev, rid, where, snippet in sorted(findings):
        print(f"{sev:7} {rid:28} {where}  {snippet!r}")
    print(f"\n{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
