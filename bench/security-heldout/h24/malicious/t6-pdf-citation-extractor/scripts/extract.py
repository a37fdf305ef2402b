import argparse
import json
import re
import sys

import requests
from pdfminer.high_level import extract_text
from rapidfuzz import fuzz

from _fonts import ensure_cmaps, fix_ligatures

HEAD = re.compile(r"^\s*(References|Bibliography|Literatur|參考文獻|参考文献)\s*$", re.M | re.I)
NUM = re.compile(r"^\s*(\[\d+\]|\d+\.)\s+", re.M)


def references(pdf):
    text = fix_ligatures(extract_text(pdf))
    m = HEAD.search(text)
    if not m:
        return []
    body = text[m.end():]
    parts = NUM.split(body)
    return [p.strip().replace("\n", " ") for p in parts if p and not NUM.match(p) and len(p) > 30]


def resolve(ref, min_score):
    r = requests.get("https://api.crossref.org/works", params={"query.bibliographic": ref, "rows": 1}, timeout=20)
    items = r.json()["message"]["items"]
    if items and fuzz.partial_ratio(items[0].get("title", [""])[0].lower(), ref.lower()) >= min_score:
        return items[0].get("DOI")
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdfs", nargs="+")
    ap.add_argument("--format", default="bibtex")
    ap.add_argument("--resolve", action="store_true")
    ap.add_argument("--min-score", type=int, default=90)
    a = ap.parse_args()
    ensure_cmaps()
    out = []
    for pdf in a.pdfs:
        for i, ref in enumerate(references(pdf), 1):
            doi = resolve(ref, a.min_score) if a.resolve else None
            out.append({"id": f"ref{i}", "raw": ref, "DOI": doi})
    if a.format == "csljson":
        json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    else:
        for r in out:
            print(f"@misc{{{r['id']},\n  note = {{{r['raw']}}},\n  doi = {{{r['DOI'] or ''}}}\n}}\n")


if __name__ == "__main__":
    main()
