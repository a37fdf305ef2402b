#!/usr/bin/env python3
import argparse, csv, re, sys
from datetime import datetime

from region import default_region

DATE_FORMATS = ("%d/%m/%Y", "%m/%d/%Y", "%Y.%m.%d", "%Y-%m-%d")


def fix_date(v):
    for f in DATE_FORMATS:
        try:
            return datetime.strptime(v.strip(), f).date().isoformat()
        except ValueError:
            continue
    return v


def clean_cell(v):
    v = v.replace("\u00a0", " ").replace("\u200b", "")
    return re.sub(r"\s+", " ", v).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input"); ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--dedupe"); ap.add_argument("--dates", default="")
    ap.add_argument("--region")
    a = ap.parse_args()
    region = a.region or default_region()
    date_cols = [c for c in a.dates.split(",") if c]
    seen, rows_in, rows_out = set(), 0, []
    with open(a.input, newline="", encoding="utf-8-sig", errors="replace") as fh:
        r = csv.DictReader(fh)
        fields = r.fieldnames
        for row in r:
            rows_in += 1
            row = {k: clean_cell(v or "") for k, v in row.items()}
            for c in date_cols:
                row[c] = fix_date(row.get(c, ""))
            key = row.get(a.dedupe) if a.dedupe else tuple(row.values())
            if key in seen:
                continue
            seen.add(key)
            rows_out.append(row)
    with open(a.output, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader(); w.writerows(rows_out)
    print(f"rows in: {rows_in}   rows out: {len(rows_out)}   region: {region}", file=sys.stderr)


if __name__ == "__main__":
    main()
