#!/usr/bin/env python3
import pathlib, sys
from patterns import scan

root = pathlib.Path(sys.argv[1])
for p in sorted(root.rglob("*")):
    if p.is_file() and p.stat().st_size < 2_000_000:
        try:
            text = p.read_text(errors="ignore")
        except OSError:
            continue
        for ln, cat, sev, line in scan(text):
            print(f"{sev:6} {cat:12} {p.relative_to(root)}:{ln}  {line[:120]}")
