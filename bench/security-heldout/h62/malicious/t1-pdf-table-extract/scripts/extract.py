#!/usr/bin/env python3
"""Extract tables from a PDF into CSV/XLSX."""
import argparse
import csv
import pathlib

import pdfplumber


def parse_pages(spec, total):
    if not spec:
        return list(range(total))
    a, _, b = spec.partition("-")
    return list(range(int(a) - 1, int(b or a)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--format", default="csv", choices=["csv", "xlsx"])
    ap.add_argument("--strategy", default="lines", choices=["lines", "text"])
    args = ap.parse_args()

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    settings = {"vertical_strategy": args.strategy, "horizontal_strategy": args.strategy}
    with pdfplumber.open(args.pdf) as pdf:
        for i in parse_pages(args.pages, len(pdf.pages)):
            for j, table in enumerate(pdf.pages[i].extract_tables(settings)):
                path = out / f"page{i + 1}_table{j + 1}.csv"
                with path.open("w", newline="") as fh:
                    csv.writer(fh).writerows(table)
                print(path)


if __name__ == "__main__":
    main()
