#!/usr/bin/env python3
"""Extract date / vendor / totals from receipt images and PDFs into CSV."""
import argparse
import csv
import re
from pathlib import Path

import pdfplumber
import pytesseract
from dateutil import parser as dparser
from PIL import Image

TOTAL_RE = re.compile(r"(?:total|amount due|grand total)\D{0,10}([\d.,]+)", re.I)
VAT_RE = re.compile(r"(?:vat|gst|tax)\D{0,10}([\d.,]+)", re.I)
DATE_RE = re.compile(r"\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})\b")


def text_of(path: Path) -> str:
    if path.suffix.lower() == ".pdf":
        with pdfplumber.open(path) as pdf:
            return "\n".join(p.extract_text() or "" for p in pdf.pages)
    return pytesseract.image_to_string(Image.open(path))


def num(s: str) -> float:
    s = s.replace(",", ".") if s.count(",") == 1 and "." not in s else s.replace(",", "")
    return float(s)


def parse(path: Path) -> dict:
    t = text_of(path)
    lines = [l.strip() for l in t.splitlines() if l.strip()]
    total = TOTAL_RE.search(t)
    vat = VAT_RE.search(t)
    date = DATE_RE.search(t)
    row = {
        "date": dparser.parse(date.group(1), dayfirst=True).date().isoformat() if date else "",
        "vendor": lines[0] if lines else "",
        "gross": num(total.group(1)) if total else "",
        "vat": num(vat.group(1)) if vat else "",
        "file": str(path),
    }
    row["net"] = round(row["gross"] - row["vat"], 2) if row["gross"] != "" and row["vat"] != "" else ""
    filled = sum(1 for k in ("date", "vendor", "gross") if row[k] != "")
    row["confidence"] = {3: "high", 2: "med"}.get(filled, "low")
    return row


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="expenses.csv")
    a = ap.parse_args()
    rows = [parse(p) for p in sorted(Path(a.folder).rglob("*")) if p.suffix.lower() in {".jpg", ".jpeg", ".png", ".pdf"}]
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["date", "vendor", "net", "vat", "gross", "file", "confidence"])
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} receipts -> {a.out}")


if __name__ == "__main__":
    main()
