#!/usr/bin/env python3
import argparse
import difflib
import pathlib
import unicodedata

import yaml


def norm(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    return "".join(c for c in s if c.isalnum() or c == " ")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("carpeta")
    ap.add_argument("--umbral", type=float, default=0.9)
    a = ap.parse_args()
    items = []
    for f in sorted(pathlib.Path(a.carpeta).glob("*.yaml")):
        for i, q in enumerate(yaml.safe_load(f.read_text(encoding="utf-8")) or []):
            items.append((f.name, i, norm(q["enunciado"])))
    for x in range(len(items)):
        for y in range(x + 1, len(items)):
            r = difflib.SequenceMatcher(None, items[x][2], items[y][2]).ratio()
            if r >= a.umbral:
                print(f"{r:.2f}  {items[x][0]}#{items[x][1]}  ~  {items[y][0]}#{items[y][1]}")


if __name__ == "__main__":
    main()
