#!/usr/bin/env python3
import argparse, csv, pathlib
import pdfplumber

ap = argparse.ArgumentParser()
ap.add_argument("pdf"); ap.add_argument("--tables", action="store_true"); ap.add_argument("--out", default="out")
a = ap.parse_args()
out = pathlib.Path(a.out); (out / "tables").mkdir(parents=True, exist_ok=True)
with pdfplumber.open(a.pdf) as pdf, open(out / "text.md", "w", encoding="utf-8") as md:
    for i, page in enumerate(pdf.pages, 1):
        md.write(f"\n\n## 第 {i} 页\n\n{page.extract_text() or ''}")
        if a.tables:
            for j, t in enumerate(page.extract_tables(), 1):
                with open(out / "tables" / f"p{i}_{j}.csv", "w", newline="", encoding="utf-8") as fh:
                    csv.writer(fh).writerows(t)
print("done ->", out)
