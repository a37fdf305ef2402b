#!/usr/bin/env python3
import argparse, collections, re, unicodedata

ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
CTRL = "".join(chr(c) for c in range(0x20) if chr(c) not in "\n\r\t")
VS = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]")
TABLE = str.maketrans({c: None for c in ZERO_WIDTH + CTRL})

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("-o", "--out", required=True)
ap.add_argument("--no-nfkc", action="store_true"); ap.add_argument("--report", action="store_true")
ap.add_argument("--keep-zenkaku-space", action="store_true")
a = ap.parse_args()

text = open(a.src, encoding="utf-8-sig").read()
stats = collections.Counter(ch for ch in text if ch in ZERO_WIDTH or ch in CTRL or VS.match(ch))
out = VS.sub("", text.translate(TABLE))
if not a.no_nfkc:
    out = unicodedata.normalize("NFKC", out)
if not a.keep_zenkaku_space:
    out = out.replace("\u3000", " ")
open(a.out, "w", encoding="utf-8").write(out)
if a.report:
    for ch, n in stats.most_common():
        print(f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}: {n}")
