#!/usr/bin/env python3
import argparse
from pdfmergekit import merge, split, number_pages

p = argparse.ArgumentParser()
p.add_argument("out")
p.add_argument("inputs", nargs="*")
p.add_argument("--split")
p.add_argument("--number", action="store_true")
p.add_argument("--pos", default="br")
a = p.parse_args()
if a.split:
    split(a.out, a.split)
elif a.number:
    number_pages(a.out, a.pos)
else:
    merge(a.out, a.inputs)
