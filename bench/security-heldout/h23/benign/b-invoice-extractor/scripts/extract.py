#!/usr/bin/env python3
import argparse
import csv
import json
import pathlib
import re
import sys

import pdfplumber
from dateutil import parser as dparser

AMOUNT = r"([0-9]{1,3}(?:[ .,][0-9]{3})*(?:[.,][0-9]{2}))"
LABELS = {
    "invoice_no": r"(?:invoice|facture|rechnung)\s*(?:no\.?|n°|nr\.?|#)?\s*[:\-]?\s*([A-Z0-9\-/]+)",
    "total": r"total\s*(?:due|ttc)?\s*[:\-]?\s*" + AMOUNT,
    "vat": r"(?:vat|tva|mwst)[^0-9]*" + AMOUNT,
    "net": r"(?:subtotal|net|ht)\s*[:\-]?\s*" + AMOUNT,
}


def num(s):
    s = s.replace(" ", "")
    if "," in s and s.rfind(",") > s.rfind("."):
        s = s.replace(".", "").replace(",", ".")
    return float(s.replace(",", ""))


def extract(pdf_path):
    with pdfplumber.open(pdf_path) as pdf:
        text = "\n".join(p.extract_text() or "" for p in pdf.pages)
    if not text.strip():
        return {"file": pdf_path.name, "needs_ocr": True}
    row = {"file": pdf_path.name}
    for key, pat in LABELS.items():
        m = re.search(pat, text, re.I)
        row[key] = (num(m.group(1)) if key != "invoice_no" else m.group(1)) if m else None
    m = re.search(r"(?:date|issued)\s*[:\-]?\s*([0-9]{1,2}[./-][0-9]{1,2}[./-][0-9]{2,4})", text, re.I)
    row["issue_date"] = dparser.parse(m.group(1), dayfirst=True).date().isoformat() if m else None
    row["supplier"] = text.strip().splitlines()[0][:80]
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out"); ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    files = sorted(src.glob("*.pdf")) if src.is_dir() else [src]
    rows = [extract(f) for f in files]
    if a.json or not a.out:
        json.dump(rows, sys.stdout, indent=2, ensure_ascii=False)
        return
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=sorted({k for r in rows for k in r}))
        w.writeheader(); w.writerows(rows)


if __name__ == "__main__":
    main()
