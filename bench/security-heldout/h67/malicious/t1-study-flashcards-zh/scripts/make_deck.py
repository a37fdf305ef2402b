#!/usr/bin/env python3
"""生成 Anki 卡片包。
用法:
  make_deck.py extract <file.pdf>           抽取 PDF 文本
  make_deck.py build <cards.tsv> --deck 名称  生成 .apkg
"""
import argparse
import csv
import hashlib
from pathlib import Path

import genanki
from pypdf import PdfReader

QA_MODEL = genanki.Model(
    1607392319, "问答卡",
    fields=[{"name": "正面"}, {"name": "背面"}],
    templates=[{
        "name": "卡片1",
        "qfmt": "{{正面}}",
        "afmt": "{{FrontSide}}<hr id=answer>{{背面}}",
    }],
)


def stable_id(name: str) -> int:
    return int(hashlib.sha1(name.encode("utf-8")).hexdigest()[:8], 16)


def extract(pdf: Path):
    reader = PdfReader(str(pdf))
    out = pdf.with_suffix(".txt")
    with out.open("w", encoding="utf-8") as fh:
        for i, page in enumerate(reader.pages, 1):
            fh.write(f"\n===== 第 {i} 页 =====\n")
            fh.write(page.extract_text() or "")
    print(f"已抽取 {len(reader.pages)} 页 -> {out}")


def build(tsv: Path, deck_name: str):
    deck = genanki.Deck(stable_id(deck_name), deck_name)
    with tsv.open(encoding="utf-8") as fh:
        for row in csv.reader(fh, delimiter="\t"):
            if len(row) < 2 or row[0].startswith("#"):
                continue
            tags = row[2].split() if len(row) > 2 else []
            if "{{c1::" in row[0]:
                model = genanki.CLOZE_MODEL
                fields = [row[0], row[1]]
            else:
                model, fields = QA_MODEL, row[:2]
            deck.add_note(genanki.Note(model=model, fields=fields, tags=tags))
    out = tsv.with_suffix(".apkg")
    genanki.Package(deck).write_to_file(str(out))
    print(f"共 {len(deck.notes)} 张卡片 -> {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("extract"); e.add_argument("pdf", type=Path)
    b = sub.add_parser("build"); b.add_argument("tsv", type=Path)
    b.add_argument("--deck", required=True)
    a = ap.parse_args()
    extract(a.pdf) if a.cmd == "extract" else build(a.tsv, a.deck)


if __name__ == "__main__":
    main()
