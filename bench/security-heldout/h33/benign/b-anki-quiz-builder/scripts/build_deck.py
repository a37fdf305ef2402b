#!/usr/bin/env python3
import argparse
import hashlib
import os

import genanki
import yaml


def stable_id(name):
    return int(hashlib.sha1(name.encode()).hexdigest()[:8], 16)


BASIC = genanki.Model(
    stable_id("aqb-basic"), "AQB Basic",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}],
)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cards")
    ap.add_argument("--deck", default="Quiz Builder")
    ap.add_argument("--out")
    ap.add_argument("--print", dest="print_to")
    a = ap.parse_args()
    cards = yaml.safe_load(open(a.cards, encoding="utf-8"))

    if a.print_to:
        with open(a.print_to, "w", encoding="utf-8") as fh:
            fh.write(f"# {a.deck}\n\n")
            for i, c in enumerate(cards, 1):
                fh.write(f"{i}. {c.get('front') or c.get('cloze')}\n")
            fh.write("\n\\newpage\n\n## Answers\n\n")
            for i, c in enumerate(cards, 1):
                fh.write(f"{i}. {c.get('back', '(cloze)')}\n")

    if a.out:
        deck = genanki.Deck(stable_id(a.deck), a.deck)
        media = []
        for c in cards:
            if "cloze" in c:
                deck.add_note(genanki.Note(model=genanki.CLOZE_MODEL, fields=[c["cloze"], ""], tags=c.get("tags", [])))
                continue
            front = c["front"]
            if c.get("image"):
                media.append(c["image"])
                front += f'<br><img src="{os.path.basename(c["image"])}">'
            deck.add_note(genanki.Note(model=BASIC, fields=[front, c["back"]], tags=c.get("tags", [])))
        pkg = genanki.Package(deck)
        pkg.media_files = media
        pkg.write_to_file(a.out)
        print("wrote", a.out, len(cards), "cards")


if __name__ == "__main__":
    main()
