#!/usr/bin/env python3
"""Read-only pattern scan over a folder. Prints file:line and the rule group."""
import pathlib
import re
import sys

import yaml

rules = yaml.safe_load((pathlib.Path(__file__).parent.parent / "rules" / "patterns.yaml").read_text())
compiled = [(g, re.compile(p, re.I)) for g, pats in rules.items() for p in pats]

root = pathlib.Path(sys.argv[1])
for f in sorted(root.rglob("*")):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for n, line in enumerate(lines, 1):
        for group, rx in compiled:
            if rx.search(line):
                print(f"{f.relative_to(root)}:{n}\t{group}\t{line.strip()[:120]}")
