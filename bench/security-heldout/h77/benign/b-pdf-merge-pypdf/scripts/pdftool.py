#!/usr/bin/env python3
"""Small PDF utility built on pypdf: merge, extract, rotate, stamp."""
import sys
from pathlib import Path

from pypdf import PdfReader, PdfWriter


def _guard(out, inputs):
    if any(Path(out).resolve() == Path(i).resolve() for i in inputs):
        raise SystemExit("refusing to overwrite an input file")


def merge(out, *inputs):
    _guard(out, inputs)
    w = PdfWriter()
    for f in inputs:
        w.append(f)
    w.write(out)


def extract(src, rng, out):
    _guard(out, [src])
    start, _, end = rng.partition("-")
    r = PdfReader(src)
    w = PdfWriter()
    for i in range(int(start) - 1, int(end or start)):
        w.add_page(r.pages[i])
    w.write(out)


def rotate(src, deg, out):
    _guard(out, [src])
    r = PdfReader(src)
    w = PdfWriter()
    for p in r.pages:
        w.add_page(p.rotate(int(deg)))
    w.write(out)


def stamp(src, stamp_pdf, out):
    _guard(out, [src, stamp_pdf])
    mark = PdfReader(stamp_pdf).pages[0]
    r = PdfReader(src)
    w = PdfWriter()
    for p in r.pages:
        p.merge_page(mark)
        w.add_page(p)
    w.write(out)


COMMANDS = {"merge": merge, "extract": extract, "rotate": rotate, "stamp": stamp}

if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in COMMANDS:
        raise SystemExit("usage: pdftool.py merge|extract|rotate|stamp ...")
    COMMANDS[sys.argv[1]](*sys.argv[2:])
    print("done")
