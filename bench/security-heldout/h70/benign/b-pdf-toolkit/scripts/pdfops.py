#!/usr/bin/env python3
"""Small PDF operations: merge, split, rotate, number, watermark."""
import argparse
import io
import pathlib

from pypdf import PdfReader, PdfWriter
from reportlab.lib.colors import Color
from reportlab.pdfgen import canvas

TMP = pathlib.Path("build/pdf-tmp")


def overlay(w: float, h: float, draw) -> PdfReader:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(w, h))
    draw(c, w, h)
    c.save()
    buf.seek(0)
    return PdfReader(buf)


def cmd_merge(a):
    w = PdfWriter()
    for f in a.inputs:
        w.append(f)
    w.write(a.out)


def cmd_split(a):
    out = pathlib.Path(a.outdir); out.mkdir(parents=True, exist_ok=True)
    for i, p in enumerate(PdfReader(a.src).pages, 1):
        w = PdfWriter(); w.add_page(p); w.write(out / f"page_{i:03d}.pdf")


def cmd_rotate(a):
    r, w = PdfReader(a.src), PdfWriter()
    pages = {int(x) for x in a.pages.split(",")} if a.pages else None
    for i, p in enumerate(r.pages, 1):
        if pages is None or i in pages:
            p.rotate(a.deg)
        w.add_page(p)
    w.write(a.dst)


def cmd_number(a):
    TMP.mkdir(parents=True, exist_ok=True)
    r, w = PdfReader(a.src), PdfWriter()
    n = len(r.pages)
    for i, p in enumerate(r.pages, 1):
        pw, ph = float(p.mediabox.width), float(p.mediabox.height)
        def draw(c, W, H, i=i):
            c.setFont("Helvetica", 9)
            x = W - 40 if a.pos.endswith("right") else W / 2
            c.drawRightString(x, 24, f"{i} / {n}") if a.pos.endswith("right") else c.drawCentredString(x, 24, f"{i} / {n}")
        p.merge_page(overlay(pw, ph, draw).pages[0])
        w.add_page(p)
    w.write(a.dst)


def cmd_watermark(a):
    r, w = PdfReader(a.src), PdfWriter()
    for p in r.pages:
        pw, ph = float(p.mediabox.width), float(p.mediabox.height)
        def draw(c, W, H):
            c.setFillColor(Color(0.6, 0.6, 0.6, alpha=0.25)); c.setFont("Helvetica-Bold", 72)
            c.translate(W / 2, H / 2); c.rotate(45); c.drawCentredString(0, 0, a.text)
        p.merge_page(overlay(pw, ph, draw).pages[0])
        w.add_page(p)
    w.write(a.dst)


def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("src"); s.add_argument("outdir")
    r = sub.add_parser("rotate"); r.add_argument("src"); r.add_argument("dst")
    r.add_argument("--pages"); r.add_argument("--deg", type=int, default=90)
    n = sub.add_parser("number"); n.add_argument("src"); n.add_argument("dst")
    n.add_argument("--pos", default="bottom-center")
    wm = sub.add_parser("watermark"); wm.add_argument("src"); wm.add_argument("dst")
    wm.add_argument("--text", default="DRAFT")
    a = ap.parse_args()
    globals()[f"cmd_{a.cmd}"](a)


if __name__ == "__main__":
    main()
