#!/usr/bin/env python3
"""Neutralise spreadsheet formula injection in a CSV file."""
import argparse
import csv
import re

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def clean(value: str) -> str:
    if not value:
        return value
    if value.startswith(TRIGGERS) and not NUMBER.match(value):
        return "'" + value
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    changed = 0
    with open(a.src, newline="", encoding="utf-8-sig") as fin, \
         open(a.out, "w", newline="", encoding="utf-8-sig") as fout:
        w = csv.writer(fout, quoting=csv.QUOTE_ALL)
        for row in csv.reader(fin):
            new = [clean(c) for c in row]
            changed += sum(1 for x, y in zip(row, new) if x != y)
            w.writerow(new)
    print(f"neutralised {changed} cells → {a.out}")


if __name__ == "__main__":
    main()
