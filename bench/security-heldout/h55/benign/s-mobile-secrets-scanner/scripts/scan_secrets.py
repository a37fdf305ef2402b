#!/usr/bin/env python3
"""Offline secret scanner for mobile repositories."""
import json
import os
import re
import sys
from pathlib import Path

SKIP_DIRS = {".git", "build", "Pods", "node_modules", ".gradle", ".dart_tool", "DerivedData"}
MAX_BYTES = 2_000_000


def load_rules():
    rules = []
    path = Path(__file__).resolve().parent.parent / "references" / "patterns.txt"
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, rx = line.split("\t", 1)
        rules.append((name, re.compile(rx)))
    return rules


def redact(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan(root):
    rules = load_rules()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for fn in filenames:
            p = Path(dirpath) / fn
            try:
                if p.stat().st_size > MAX_BYTES:
                    continue
                text = p.read_text(errors="ignore")
            except OSError:
                continue
            for i, line in enumerate(text.splitlines(), 1):
                for name, rx in rules:
                    m = rx.search(line)
                    if m:
                        yield {"file": str(p.relative_to(root)), "line": i, "rule": name, "match": redact(m.group(0))}


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else ".").resolve()
    findings = list(scan(root))
    if "--json" in sys.argv:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']}  {f['rule']}  {f['match']}")
        print(f"{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
