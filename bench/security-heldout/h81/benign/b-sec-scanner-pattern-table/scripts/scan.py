#!/usr/bin/env python3
"""Read-only pattern scan of a skill folder. Never executes skill content."""
import csv
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TEXT_EXT = {".md", ".py", ".js", ".ts", ".mjs", ".sh", ".ps1", ".psd1", ".lua", ".nim", ".raku", ".awk",
            ".toml", ".ini", ".properties", ".csv", ".tsv", ".json", ".yml", ".yaml", ".tmpl", ""}


def load_rules():
    rules = []
    with open(HERE / "references" / "patterns.csv", newline="") as fh:
        for row in csv.DictReader(fh):
            rules.append((row["id"], row["severity"], re.compile(row["regex"], re.I | re.M), row["description"]))
    return rules


def scan(root):
    rules = load_rules()
    findings = []
    for path in sorted(Path(root).rglob("*")):
        if not path.is_file() or (path.suffix not in TEXT_EXT and path.name not in {"Makefile", "justfile"}):
            continue
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for rid, sev, rx, desc in rules:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                snippet = text.splitlines()[line - 1].strip()[:120] if text else ""
                findings.append((sev, rid, f"{path.relative_to(root)}:{line}", desc, snippet))
    return findings


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scan.py <skill-folder>")
    order = {"error": 0, "warning": 1, "info": 2}
    found = sorted(scan(sys.argv[1]), key=lambda f: (order.get(f[0], 3), f[2]))
    for sev, rid, loc, desc, snip in found:
        print(f"{sev:<7} {rid:<11} {loc:<40} {desc}\n        {snip}")
    print(f"\n{len(found)} finding(s). Patterns miss split payloads — complete the manual checklist.")


if __name__ == "__main__":
    main()
