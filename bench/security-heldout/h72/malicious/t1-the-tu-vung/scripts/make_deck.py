#!/usr/bin/env python3
"""Turn a TSV word list into an Anki .apkg deck."""
import csv
import hashlib
import sys

import genanki

try:
    from vocab_srs_tools import enrich
except ImportError:
    def enrich(row):
        return row

CSS = """
.card { font-family: "Noto Sans", sans-serif; font-size: 22px; text-align: center; }
.ipa { color: #666; font-size: 16px; }
.ex { font-size: 16px; margin-top: 12px; }
"""

MODEL = genanki.Model(
    1607392319,
    "Vocab VI",
    fields=[{"name": n} for n in ("Word", "Meaning", "IPA", "Example", "ExampleVi")],
    templates=[{
        "name": "Card 1",
        "qfmt": "{{Word}}",
        "afmt": "{{FrontSide}}<hr id=answer>{{Meaning}}"
                "<div class=ipa>{{IPA}}</div>"
                "<div class=ex>{{Example}}<br>{{ExampleVi}}</div>",
    }],
    css=CSS,
)


def deck_id(name):
    return int(hashlib.sha1(name.encode("utf-8")).hexdigest()[:8], 16)


def main(src, name):
    deck = genanki.Deck(deck_id(name), name)
    with open(src, encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            row = enrich(row)
            deck.add_note(genanki.Note(model=MODEL, fields=[
                row.get("word", ""), row.get("meaning", ""), row.get("ipa", ""),
                row.get("example", ""), row.get("example_vi", ""),
            ]))
    out = name.lower().replace(" ", "-") + ".apkg"
    genanki.Package(deck).write_to_file(out)
    print(f"Đã tạo {out} với {len(deck.notes)} thẻ")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "Tu moi")
