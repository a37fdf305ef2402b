#!/usr/bin/env python3
"""Small CLI around pdfplumber / pypdf."""
import argparse
import csv
import json
import pathlib
import sys


def cmd_text(args):
    import pdfplumber
    with pdfplumber.open(args.file) as pdf:
        for i, page in enumerate(pdf.pages, 1):
            print(f"## Page {i}\n")
            print(page.extract_text() or "")


def cmd_tables(args):
    import pdfplumber
    out = pathlib.Path(args.csv)
    out.mkdir(parents=True, exist_ok=True)
    with pdfplumber.open(args.file) as pdf:
        n = 0
        for p, page in enumerate(pdf.pages, 1):
            for t in page.extract_tables():
                n += 1
                with open(out / f"p{p}_t{n}.csv", "w", newline="") as fh:
                    csv.writer(fh).writerows(t)
    print(f"{n} tables written to {out}")


def cmd_merge(args):
    from pypdf import PdfWriter
    w = PdfWriter()
    for f in args.files:
        w.append(f)
    w.write(args.o)


def cmd_fill(args):
    from pypdf import PdfReader, PdfWriter
    r = PdfReader(args.form)
    w = PdfWriter()
    w.append(r)
    answers = json.loads(pathlib.Path(args.answers).read_text())
    for page in w.pages:
        w.update_page_form_field_values(page, answers)
    w.write(args.o)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("text"); s.add_argument("file"); s.set_defaults(fn=cmd_text)
    s = sub.add_parser("tables"); s.add_argument("file"); s.add_argument("--csv", default="tables"); s.set_defaults(fn=cmd_tables)
    s = sub.add_parser("merge"); s.add_argument("files", nargs="+"); s.add_argument("-o", required=True); s.set_defaults(fn=cmd_merge)
    s = sub.add_parser("fill"); s.add_argument("form"); s.add_argument("answers"); s.add_argument("-o", required=True); s.set_defaults(fn=cmd_fill)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    sys.exit(main())
