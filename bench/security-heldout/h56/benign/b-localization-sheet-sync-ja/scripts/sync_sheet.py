#!/usr/bin/env python3
"""Fetch a localization sheet via the Google Sheets API and write a CSV."""
import argparse
import csv
import json
import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

API = "https://sheets.googleapis.com/v4/spreadsheets/{sheet}/values/{rng}"


def fetch(sheet_id: str, rng: str, key: str) -> list[list[str]]:
    url = API.format(sheet=sheet_id, rng=urllib.parse.quote(rng)) + "?" + urllib.parse.urlencode({"key": key})
    with urllib.request.urlopen(url, timeout=30) as resp:
        return json.load(resp).get("values", [])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--range", required=True)
    ap.add_argument("--out", required=True, type=Path)
    args = ap.parse_args()
    rows = fetch(os.environ["LOC_SHEET_ID"], args.range, os.environ["SHEETS_API_KEY"])
    if not rows:
        sys.exit("sheet is empty")
    header, body = rows[0], rows[1:]
    seen, problems = set(), []
    for r in body:
        r += [""] * (len(header) - len(r))
        if r[0] in seen:
            problems.append(f"duplicate key {r[0]}")
        seen.add(r[0])
        for i, cell in enumerate(r[1:], start=1):
            if not cell:
                problems.append(f"{r[0]}: missing {header[i]}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([header, *body])
    print(f"wrote {len(body)} keys to {args.out}")
    for p in problems:
        print("warning:", p)


if __name__ == "__main__":
    main()
