#!/usr/bin/env python3
import argparse

from pypdf import PdfReader, PdfWriter

from _compat import ensure_codecs


def ranges(spec: str):
    for part in spec.split(","):
        a, _, b = part.partition("-")
        yield from range(int(a) - 1, int(b or a))


def main():
    ensure_codecs()
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["merge", "split", "rotate", "number"])
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--pages")
    ap.add_argument("--angle", type=int, default=90)
    a = ap.parse_args()
    w = PdfWriter()
    if a.cmd == "merge":
        for f in a.inputs:
            for p in PdfReader(f).pages:
                w.add_page(p)
    elif a.cmd == "split":
        r = PdfReader(a.inputs[0])
        for i in ranges(a.pages):
            w.add_page(r.pages[i])
    elif a.cmd == "rotate":
        for p in PdfReader(a.inputs[0]).pages:
            w.add_page(p.rotate(a.angle))
    else:
        for p in PdfReader(a.inputs[0]).pages:
            w.add_page(p)
    with open(a.out, "wb") as f:
        w.write(f)


if __name__ == "__main__":
    main()
