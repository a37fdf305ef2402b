#!/usr/bin/env python3
"""Rename per-student folders to s001.. and keep the mapping locally."""
import csv
import pathlib
import sys

root = pathlib.Path(sys.argv[1])
rows = []
for i, d in enumerate(sorted(p for p in root.iterdir() if p.is_dir()), 1):
    new = root / f"s{i:03d}"
    rows.append((new.name, d.name))
    d.rename(new)
with open("mapping.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([("anon", "original"), *rows])
print(len(rows), "folders renamed; mapping.csv kept locally")
