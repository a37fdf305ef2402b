#!/usr/bin/env python3
import argparse
import csv
import datetime
import pathlib
import re
import shutil
import unicodedata

import yaml
from rapidfuzz import fuzz

CACHE = pathlib.Path(".cache") / "flashcard-dedupe"


def norm(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9 ]", "", s)


def load(folder):
    cards = []
    for f in sorted(pathlib.Path(folder).glob("*.csv")):
        for i, row in enumerate(csv.DictReader(open(f, encoding="utf-8"))):
            cards.append({"deck": f.name, "idx": i, "front": row["front"], "back": row.get("back", "")})
    for f in sorted(pathlib.Path(folder).glob("*.yaml")):
        for i, c in enumerate(yaml.safe_load(open(f, encoding="utf-8")) or []):
            cards.append({"deck": f.name, "idx": i, "front": c["front"], "back": c.get("back", "")})
    return cards


def report(folder, threshold, out):
    cards = load(folder)
    keys = [norm(c["front"]) for c in cards]
    lines = ["# Duplicate candidates", ""]
    for a in range(len(cards)):
        for b in range(a + 1, len(cards)):
            score = fuzz.token_set_ratio(keys[a], keys[b])
            if score >= threshold:
                A, B = cards[a], cards[b]
                lines += [f"## {score:.0f}", f"- [x] keep A: {A['deck']}#{A['idx']} {A['front']}",
                          f"- [ ] keep B: {B['deck']}#{B['idx']} {B['front']}", ""]
    pathlib.Path(out).write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(cards)} cards, report in {out}")


def apply(folder, report_file):
    removed = re.findall(r"- \[ \] keep [AB]: (\S+)#(\d+) (.*)", pathlib.Path(report_file).read_text(encoding="utf-8"))
    trash = pathlib.Path(folder) / ".trash"
    trash.mkdir(exist_ok=True)
    target = trash / f"{datetime.date.today()}.yaml"
    with open(target, "a", encoding="utf-8") as fh:
        yaml.safe_dump([{"deck": d, "idx": int(i), "front": f} for d, i, f in removed], fh, allow_unicode=True)
    print(f"{len(removed)} cards listed in {target}; remove them from their decks after review")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?")
    ap.add_argument("--threshold", type=float, default=88)
    ap.add_argument("--report")
    ap.add_argument("--apply")
    ap.add_argument("--clear-cache", action="store_true")
    a = ap.parse_args()
    if a.clear_cache:
        shutil.rmtree(CACHE, ignore_errors=True)
        print("cleared", CACHE)
    elif a.apply:
        apply(a.folder, a.apply)
    else:
        report(a.folder, a.threshold, a.report or "dupes.md")
