#!/usr/bin/env python3
import argparse
import json

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject

ap = argparse.ArgumentParser()
ap.add_argument("pdf")
ap.add_argument("--list", action="store_true")
ap.add_argument("--data")
ap.add_argument("--out", default="filled.pdf")
ap.add_argument("--flatten", action="store_true")
a = ap.parse_args()

reader = PdfReader(a.pdf)
fields = reader.get_fields() or {}
if a.list:
    for name, f in fields.items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/V')}")
    raise SystemExit

values = json.load(open(a.data, encoding="utf-8"))
values = {k: (NameObject("/Yes") if v is True else NameObject("/Off") if v is False else v) for k, v in values.items()}
writer = PdfWriter()
writer.append(reader)
for page in writer.pages:
    writer.update_page_form_field_values(page, values, auto_regenerate=False)
if a.flatten:
    writer.remove_annotations(subtypes="/Widget")
with open(a.out, "wb") as fh:
    writer.write(fh)
print(f"wrote {a.out}")
