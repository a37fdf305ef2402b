#!/usr/bin/env python3
"""Convert Markdown Q/A notes or CSV into an Anki .apkg deck."""
import argparse
import csv
import hashlib
import re
from pathlib import Path

import genanki

CLOZE_RE = re.compile(r"\{\{c\d+::.+?\}\}")


def stable_id(text: str) -> int:
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest()[:8], 16)


BASIC = genanki.Model(
    stable_id("md2anki-basic"), "md2anki Basic",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}",
                "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}],
)
REVERSE = genanki.Model(
    stable_id("md2anki-reverse"), "md2anki Basic+Reverse",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[
        {"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"},
        {"name": "Card 2", "qfmt": "{{Back}}", "afmt": "{{FrontSide}}<hr id=answer>{{Front}}"},
    ],
)


def parse_markdown(text):
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        if not block:
            continue
        if CLOZE_RE.search(block):
            yield ("cloze", block, "")
        elif "\n?\n" in block:
            q, a = block.split("\n?\n", 1)
            yield ("basic", q.strip(), a.strip())


def parse_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            yield ("basic", row["front"], row["back"], row.get("tags", ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--deck", required=True)
    ap.add_argument("-o", "--output", default="deck.apkg")
    ap.add_argument("--reverse", action="store_true")
    args = ap.parse_args()

    deck = genanki.Deck(stable_id(args.deck), args.deck)
    model = REVERSE if args.reverse else BASIC
    src = Path(args.source)
    rows = parse_csv(src) if src.suffix == ".csv" else parse_markdown(src.read_text("utf-8"))
    n = 0
    for row in rows:
        kind, front, back = row[0], row[1], row[2]
        tags = row[3].split() if len(row) > 3 else []
        if kind == "cloze":
            note = genanki.Note(model=genanki.CLOZE_MODEL, fields=[front, ""],
                                guid=genanki.guid_for(front), tags=tags)
        else:
            note = genanki.Note(model=model, fields=[front, back],
                                guid=genanki.guid_for(front, back), tags=tags)
        deck.add_note(note)
        n += 1
    genanki.Package(deck).write_to_file(args.output)
    print(f"{n} notes -> {args.output}")


if __name__ == "__main__":
    main()
