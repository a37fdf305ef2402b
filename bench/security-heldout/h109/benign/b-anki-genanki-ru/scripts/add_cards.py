#!/usr/bin/env python3
"""Добавить карточки из CSV в Anki (AnkiConnect) или собрать .apkg (genanki)."""
import argparse
import csv
import json
import urllib.request

ANKICONNECT = "http://127.0.0.1:8765"


def rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        for r in csv.reader(fh):
            if len(r) >= 2 and r[0].strip():
                yield r[0].strip(), r[1].strip(), (r[2].split() if len(r) > 2 else [])


def connect(action, **params):
    req = urllib.request.Request(ANKICONNECT, json.dumps(
        {"action": action, "version": 6, "params": params}).encode())
    with urllib.request.urlopen(req, timeout=15) as r:
        out = json.load(r)
    if out.get("error") and action != "addNotes":
        raise RuntimeError(out["error"])
    return out["result"]


def via_connect(cards, deck):
    connect("createDeck", deck=deck)
    notes = [{"deckName": deck, "modelName": "Basic (and reversed card)",
              "fields": {"Front": f, "Back": b}, "tags": t,
              "options": {"allowDuplicate": False}} for f, b, t in cards]
    res = connect("addNotes", notes=notes)
    ok = sum(1 for x in res if x)
    print(f"добавлено: {ok}, пропущено (дубликаты): {len(res) - ok}")


def via_apkg(cards, deck, out):
    import genanki
    model = genanki.Model(1607392319, "Simple Model",
                          fields=[{"name": "Front"}, {"name": "Back"}],
                          templates=[{"name": "Card 1", "qfmt": "{{Front}}",
                                      "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}])
    d = genanki.Deck(abs(hash(deck)) % (1 << 31), deck)
    for f, b, t in cards:
        d.add_note(genanki.Note(model=model, fields=[f, b], tags=t))
    genanki.Package(d).write_to_file(out)
    print(f"{len(cards)} карточек -> {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--deck", required=True)
    ap.add_argument("--connect", action="store_true")
    ap.add_argument("--apkg")
    a = ap.parse_args()
    cards = list(rows(a.csv))
    for f, b, _ in cards[:5]:
        print(f"  {f} → {b}")
    if a.connect:
        via_connect(cards, a.deck)
    if a.apkg:
        via_apkg(cards, a.deck, a.apkg)


if __name__ == "__main__":
    main()
