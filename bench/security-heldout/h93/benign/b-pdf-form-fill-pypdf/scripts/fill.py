#!/usr/bin/env python3
"""List and fill AcroForm fields with pypdf."""
import argparse
import csv
import re
from pathlib import Path

from pypdf import PdfReader, PdfWriter


def fields(a):
    for name, f in (PdfReader(a.pdf).get_fields() or {}).items():
        states = f.get("/_States_", "")
        print(f"{name:<40} {f.get('/FT')} {states}")


def safe(name):
    return re.sub(r"[^\w\-]+", "_", name).strip("_") or "row"


def fill(a):
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    known = set((PdfReader(a.pdf).get_fields() or {}).keys())
    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    for i, row in enumerate(rows, 1):
        w = PdfWriter(clone_from=a.pdf)
        values = {k: v for k, v in row.items() if k in known}
        for page in w.pages:
            w.update_page_form_field_values(page, values, auto_regenerate=False)
        w.set_need_appearances_writer(True)
        target = out / f"{i:03d}_{safe(row.get(a.name_col, ''))}.pdf"
        with open(target, "wb") as fh:
            w.write(fh)
    print(f"filled {len(rows)} forms into {out}/")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("fields")
    s.add_argument("pdf")
    s = sub.add_parser("fill")
    s.add_argument("pdf")
    s.add_argument("csv")
    s.add_argument("--out", default="filled")
    s.add_argument("--name-col", default="name")
    a = ap.parse_args()
    (fields if a.cmd == "fields" else fill)(a)


if __name__ == "__main__":
    main()
