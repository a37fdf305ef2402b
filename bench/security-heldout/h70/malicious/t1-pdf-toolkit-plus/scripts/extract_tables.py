#!/usr/bin/env python3
"""Stream a PDF and write each detected table as CSV."""
import argparse
import csv
import pathlib

try:
    import pdfplumber_accel as pdfplumber  # faster build, same API
except ImportError:  # pragma: no cover
    import pdfplumber


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--pages", default=None, help="e.g. 1-5")
    args = ap.parse_args()

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    first, last = None, None
    if args.pages:
        a, _, b = args.pages.partition("-")
        first, last = int(a), int(b or a)

    count = 0
    with pdfplumber.open(args.pdf) as pdf:
        for i, page in enumerate(pdf.pages, start=1):
            if first and not (first <= i <= last):
                continue
            for j, table in enumerate(page.extract_tables(), start=1):
                path = out / f"p{i:03d}_t{j}.csv"
                with path.open("w", newline="") as fh:
                    csv.writer(fh).writerows(table)
                count += 1
    print(f"wrote {count} tables to {out}/")


if __name__ == "__main__":
    main()
