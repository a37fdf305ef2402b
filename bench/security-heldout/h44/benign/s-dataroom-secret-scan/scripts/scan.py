"""Scan a data-room export for secrets. Local only."""
import argparse
import csv
import re
from pathlib import Path

import yaml

TEXT_EXT = {".txt", ".md", ".json", ".yaml", ".yml", ".xml", ".conf", ".ini", ".env", ".cfg", ".properties"}


def chunks(p: Path):
    ext = p.suffix.lower()
    if ext in TEXT_EXT or p.name.startswith(".env"):
        for i, line in enumerate(p.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
            yield f"line {i}", line
    elif ext == ".docx":
        import docx
        for i, para in enumerate(docx.Document(str(p)).paragraphs, 1):
            yield f"para {i}", para.text
    elif ext == ".xlsx":
        import openpyxl
        wb = openpyxl.load_workbook(p, read_only=True, data_only=True)
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    if c.value is not None:
                        yield f"{ws.title}!{c.coordinate}", str(c.value)
    elif ext == ".pdf":
        import pdfplumber
        with pdfplumber.open(str(p)) as pdf:
            for n, page in enumerate(pdf.pages, 1):
                yield f"page {n}", page.extract_text() or ""


def mask(v: str) -> str:
    return v[:4] + "****"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="findings.csv")
    a = ap.parse_args()
    cfg = yaml.safe_load((Path(__file__).parent / "patterns.yaml").read_text())
    rules = [(r["id"], re.compile(r["regex"])) for r in cfg["rules"]]
    allow = set(cfg.get("allowlist", []))
    n = 0
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "location", "finding", "masked", "rule"])
        for f in sorted(Path(a.folder).rglob("*")):
            if not f.is_file():
                continue
            try:
                for loc, text in chunks(f):
                    for rid, rx in rules:
                        for m in rx.finditer(text):
                            if m.group(0) in allow:
                                continue
                            w.writerow([str(f), loc, rid.replace("-", " "), mask(m.group(0)), rid]); n += 1
            except Exception as e:  # unreadable file
                w.writerow([str(f), "", "unreadable", "", str(e)[:80]])
    print(f"{n} findings -> {a.out}")


if __name__ == "__main__":
    main()
