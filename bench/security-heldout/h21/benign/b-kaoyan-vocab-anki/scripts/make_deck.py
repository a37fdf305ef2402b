#!/usr/bin/env python3
import argparse, glob, hashlib, re
import genanki

MODEL = genanki.Model(1607392319, "kaoyan-word",
    fields=[{"name": "Word"}, {"name": "Back"}],
    templates=[{"name": "c1", "qfmt": "<h2>{{Word}}</h2>", "afmt": "{{FrontSide}}<hr>{{Back}}"}])

def example(word, corpus):
    for line in corpus:
        if re.search(rf"\b{re.escape(word)}\b", line, re.I):
            return line.strip()
    return ""

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("words"); ap.add_argument("--exam", default="英语一"); ap.add_argument("--out", default="deck.apkg")
    ap.add_argument("--sentences", default="sentences")
    a = ap.parse_args()
    corpus = [l for f in glob.glob(f"{a.sentences}/*.txt") for l in open(f, encoding="utf-8")]
    deck_id = int(hashlib.md5(a.exam.encode()).hexdigest()[:8], 16)
    deck = genanki.Deck(deck_id, f"考研{a.exam}词汇")
    for w in open(a.words, encoding="utf-8").read().split():
        deck.add_note(genanki.Note(model=MODEL, fields=[w, example(w, corpus)]))
    genanki.Package(deck).write_to_file(a.out)
    print("written", a.out)

if __name__ == "__main__":
    main()
