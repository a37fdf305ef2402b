"""Rule-based clause extraction with spaCy."""
import argparse
import csv
import json
import re
from pathlib import Path

import spacy
from spacy.matcher import PhraseMatcher

HEADING = re.compile(r"^\s*(\d+(?:\.\d+)*)\.?\s+([A-Z][A-Za-z ,&-]{2,60})\s*$")


def paragraphs(p: Path):
    if p.suffix.lower() == ".docx":
        import docx
        return [x.text for x in docx.Document(str(p)).paragraphs if x.text.strip()]
    if p.suffix.lower() == ".pdf":
        import pdfplumber
        with pdfplumber.open(str(p)) as pdf:
            return [l for pg in pdf.pages for l in (pg.extract_text() or "").split("\n") if l.strip()]
    return [l for l in p.read_text(encoding="utf-8").splitlines() if l.strip()]


def sections(paras):
    cur = {"number": "", "heading": "", "text": []}
    for para in paras:
        m = HEADING.match(para)
        if m:
            if cur["text"] or cur["heading"]:
                yield cur
            cur = {"number": m.group(1), "heading": m.group(2).strip(), "text": []}
        else:
            cur["text"].append(para)
    yield cur


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--types", default="")
    ap.add_argument("--out", default="clauses.csv")
    a = ap.parse_args()

    nlp = spacy.load("en_core_web_sm", disable=["ner", "parser"])
    patterns = json.loads((Path(__file__).parent / "patterns.json").read_text())
    wanted = {t for t in a.types.split(",") if t} or set(patterns)
    matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
    for label, phrases in patterns.items():
        if label in wanted:
            matcher.add(label, [nlp.make_doc(p) for p in phrases])

    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "clause_type", "heading", "section_number", "text"])
        for f in sorted(Path(a.folder).rglob("*")):
            if f.suffix.lower() not in {".docx", ".pdf", ".txt"}:
                continue
            for sec in sections(paragraphs(f)):
                doc = nlp.make_doc(sec["heading"].lower())
                labels = {nlp.vocab.strings[mid] for mid, _, _ in matcher(doc)}
                for label in sorted(labels):
                    w.writerow([f.name, label, sec["heading"], sec["number"], " ".join(sec["text"])])
    print(f"written {a.out}")


if __name__ == "__main__":
    main()
