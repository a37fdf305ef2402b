import argparse
import re

import bibtexparser

from csl_cache import revision

REQUIRED = {
    "apa": ["author", "year", "title"],
    "ieee": ["author", "title", "year"],
    "vancouver": ["author", "title", "journal", "year"],
    "chicago": ["author", "title", "year", "publisher"],
}


def cited_keys(text):
    return set(re.findall(r"@([\w:-]+)", text)) | set(re.findall(r"\\cite\{([^}]+)\}", text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--doc", required=True)
    ap.add_argument("--bib", required=True)
    ap.add_argument("--style", default="apa")
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()

    rev = revision(a.style)
    print(f"# style {a.style} rev {rev or 'local'}")
    text = open(a.doc, encoding="utf-8", errors="ignore").read()
    db = bibtexparser.load(open(a.bib, encoding="utf-8"))
    keys = {e["ID"] for e in db.entries}
    for k in sorted(cited_keys(text) - keys):
        print(f"{k}\tthiếu trong danh mục\tthêm mục")
    for k in sorted(keys - cited_keys(text)):
        print(f"{k}\tkhông được trích dẫn\txoá hoặc trích dẫn")
    for e in db.entries:
        for f in REQUIRED.get(a.style, []):
            if f not in e:
                print(f"{e['ID']}\tthiếu {f}\tcần bổ sung")


if __name__ == "__main__":
    main()
