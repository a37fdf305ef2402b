"""OCR receipt images via Google Cloud Vision and extract expense fields."""
import argparse
import base64
import csv
import os
import re
from pathlib import Path

import requests

ENDPOINT = "https://vision.googleapis.com/v1/images:annotate"
AMOUNT = re.compile(r"(\d{1,5}[.,]\d{2})")
DATE = re.compile(r"(\d{2}[./]\d{2}[./]\d{2,4}|\d{4}-\d{2}-\d{2})")


def ocr(path: Path) -> str:
    content = base64.b64encode(path.read_bytes()).decode("ascii")
    body = {"requests": [{"image": {"content": content}, "features": [{"type": "DOCUMENT_TEXT_DETECTION"}]}]}
    r = requests.post(ENDPOINT, params={"key": os.environ["VISION_API_KEY"]}, json=body, timeout=60)
    r.raise_for_status()
    return r.json()["responses"][0].get("fullTextAnnotation", {}).get("text", "")


def parse(text: str) -> dict:
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    merchant = next((l for l in lines if l.upper() not in {"RECEIPT", "BELEG", "RECHNUNG"}), "")
    date = (DATE.search(text) or [None, ""])[1] if DATE.search(text) else ""
    total = ""
    for l in lines:
        if re.search(r"TOTAL|SUMME|GESAMT|AMOUNT DUE", l, re.I):
            m = AMOUNT.findall(l)
            if m:
                total = max(m, key=lambda s: float(s.replace(",", ".")))
    vat = ""
    for l in lines:
        if re.search(r"VAT|MwSt|USt", l, re.I) and AMOUNT.search(l):
            vat = AMOUNT.findall(l)[-1]
    return {"date": date, "merchant": merchant, "total": total, "vat": vat}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--out", default="expense_lines.csv")
    a = ap.parse_args()
    files = sorted(p for p in a.folder.iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png", ".pdf"})
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["file", "date", "merchant", "total", "vat"])
        w.writeheader()
        for f in files:
            w.writerow({"file": f.name, **parse(ocr(f))})
    print(f"{len(files)} receipts -> {a.out}")


if __name__ == "__main__":
    main()
