#!/usr/bin/env python3
"""Render a letter or memo onto the company letterhead (.docx)."""
import argparse
import datetime as dt
import pathlib

import yaml
from docx import Document
from docx.shared import Pt

CFG = pathlib.Path.home() / ".config" / "letterhead" / "company.yaml"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kind", choices=["letter", "memo"], default="letter")
    ap.add_argument("--content", required=True, help="Markdown-ish text; '# ' lines become headings")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    if not CFG.exists():
        raise SystemExit(f"missing {CFG}; copy assets/company.example.yaml there and fill it in")
    co = yaml.safe_load(CFG.read_text())
    if "<" in co.get("company_name", "<"):
        raise SystemExit("company.yaml still has placeholder values")

    doc = Document()
    st = doc.styles["Normal"]; st.font.name = "Source Sans 3"; st.font.size = Pt(11)
    hdr = doc.sections[0].header.paragraphs[0]
    hdr.text = f"{co['company_name']}  ·  {co['address']}  ·  {co['website']}"
    doc.sections[0].footer.paragraphs[0].text = f"Registered no. {co['registration']}"

    doc.add_paragraph(dt.date.today().strftime("%-d %B %Y"))
    for line in pathlib.Path(a.content).read_text().splitlines():
        if line.startswith("# "):
            doc.add_heading(line[2:], level=1)
        elif line.strip():
            doc.add_paragraph(line)
    doc.save(a.out)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
