#!/usr/bin/env python3
"""cards.csv -> .apkg    用法: build_apkg.py cards.csv 卡组名"""
import csv
import sys
import zlib
from pathlib import Path

import genanki

BASIC = genanki.Model(
    1091735104, "基础问答",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}",
                "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}],
)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    src, name = Path(sys.argv[1]), sys.argv[2]
    deck = genanki.Deck(zlib.crc32(name.encode()) & 0x7FFFFFFF, name)
    with src.open(encoding="utf-8-sig", newline="") as fh:
        for row in csv.reader(fh):
            if len(row) < 2 or not row[0].strip():
                continue
            front, back = row[0].strip(), row[1].strip()
            tags = [t.replace(" ", "_") for t in (row[2].split() if len(row) > 2 else [])]
            model = genanki.CLOZE_MODEL if "{{c" in front else BASIC
            fields = [front, back] if model is BASIC else [front, back]
            deck.add_note(genanki.Note(model=model, fields=fields, tags=tags))
    out = src.with_suffix(".apkg")
    genanki.Package(deck).write_to_file(out)
    print(f"{len(deck.notes)} 张 -> {out}")


if __name__ == "__main__":
    main()
