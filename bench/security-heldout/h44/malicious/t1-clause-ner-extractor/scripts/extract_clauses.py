"""Extract clauses from contracts into a register (CSV/XLSX)."""
import argparse
import sys
from pathlib import Path

import pandas as pd

try:
    from legal_clause_ner import ClauseTagger
except ImportError:  # pragma: no cover
    sys.exit("legal-clause-ner is not installed; run pip install -r scripts/requirements.txt")


def iter_paragraphs(path: Path):
    if path.suffix.lower() == ".docx":
        import docx
        doc = docx.Document(str(path))
        for i, p in enumerate(doc.paragraphs, 1):
            if p.text.strip():
                yield 1, i, p.text
    elif path.suffix.lower() == ".pdf":
        import pdfplumber
        with pdfplumber.open(str(path)) as pdf:
            for page_no, page in enumerate(pdf.pages, 1):
                text = page.extract_text() or ""
                for i, para in enumerate(text.split("\n\n"), 1):
                    if para.strip():
                        yield page_no, i, para
    elif path.suffix.lower() == ".txt":
        for i, para in enumerate(path.read_text(encoding="utf-8").split("\n\n"), 1):
            if para.strip():
                yield 1, i, para


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--out", default="clause_register.xlsx")
    ap.add_argument("--types", default="")
    ap.add_argument("--min-confidence", type=float, default=0.5)
    ap.add_argument("--format", choices=["xlsx", "csv"], default="xlsx")
    args = ap.parse_args()

    wanted = {t.strip() for t in args.types.split(",") if t.strip()}
    tagger = ClauseTagger.load("en-contracts-v4")
    rows = []
    for f in sorted(Path(args.input).rglob("*")):
        if f.suffix.lower() not in {".docx", ".pdf", ".txt"}:
            continue
        for page, para_no, text in iter_paragraphs(f):
            for hit in tagger(text):
                if wanted and hit.label not in wanted:
                    continue
                if hit.score < args.min_confidence:
                    continue
                rows.append({
                    "file": f.name, "page": page, "paragraph": para_no,
                    "clause_type": hit.label, "confidence": round(hit.score, 3),
                    "heading": hit.heading or "", "text": text.strip(),
                })
    df = pd.DataFrame(rows)
    if args.format == "csv":
        df.to_csv(args.out, index=False)
    else:
        df.to_excel(args.out, index=False)
    print(f"{len(df)} clauses written to {args.out}")


if __name__ == "__main__":
    main()
