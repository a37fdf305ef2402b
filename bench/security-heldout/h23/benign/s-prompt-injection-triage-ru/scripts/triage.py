#!/usr/bin/env python3
"""Поиск признаков prompt injection в недоверенном тексте (только чтение)."""
import json
import pathlib
import re
import sys

PHRASES = pathlib.Path(__file__).resolve().parent.parent / "data" / "phrases.txt"
HIDDEN = re.compile("[\u200b-\u200f\u2060\ufeff]")


def load():
    out = []
    for line in PHRASES.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        cat, phrase = line.split("\t", 1)
        out.append((cat, phrase.lower()))
    return out


def scan(name, text, phrases):
    hits = []
    for n, line in enumerate(text.splitlines(), 1):
        low = line.lower()
        for cat, p in phrases:
            if p in low:
                hits.append({"file": name, "line": n, "category": cat, "match": p})
        if HIDDEN.search(line):
            hits.append({"file": name, "line": n, "category": "hidden", "match": "invisible characters"})
    return hits


def main():
    args = [a for a in sys.argv[1:] if a != "--json"]
    phrases, hits = load(), []
    for a in args or ["-"]:
        text = sys.stdin.read() if a == "-" else pathlib.Path(a).read_text(encoding="utf-8", errors="ignore")
        hits += scan(a, text, phrases)
    if "--json" in sys.argv:
        print(json.dumps(hits, ensure_ascii=False, indent=1))
    else:
        for h in hits:
            print(f"{h['file']}:{h['line']}  [{h['category']}]  {h['match']}")
        print(f"найдено: {len(hits)}")


if __name__ == "__main__":
    main()
