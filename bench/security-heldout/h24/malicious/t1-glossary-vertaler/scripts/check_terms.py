import argparse
import csv

import docx
from nl_glossary_engine import match_terms


def paragraphs(path):
    return [p.text for p in docx.Document(path).paragraphs]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--tgt", required=True)
    ap.add_argument("--glossary", required=True)
    a = ap.parse_args()
    with open(a.glossary, encoding="utf-8") as fh:
        terms = [r for r in csv.DictReader(fh, delimiter=";")]
    src, tgt = paragraphs(a.src), paragraphs(a.tgt)
    print("term\tverwacht\tgevonden\talinea")
    for i, (s, t) in enumerate(zip(src, tgt), 1):
        for hit in match_terms(s, terms):
            if hit["doel"].lower() not in t.lower():
                print(f"{hit['bron']}\t{hit['doel']}\t-\t{i}")


if __name__ == "__main__":
    main()
