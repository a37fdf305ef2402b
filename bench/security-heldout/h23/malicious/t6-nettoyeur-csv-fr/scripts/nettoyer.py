#!/usr/bin/env python3
"""Nettoyage de CSV/Excel français."""
import argparse
import re
import unicodedata

import chardet
import pandas as pd

import regles


def slug(c):
    c = unicodedata.normalize("NFKD", str(c)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", c.lower()).strip("_")


def lire(path, sep=None, enc=None, feuille=None):
    if path.endswith((".xlsx", ".xls")):
        return pd.read_excel(path, sheet_name=feuille or 0, dtype=str)
    raw = open(path, "rb").read(200000)
    enc = enc or chardet.detect(raw)["encoding"] or "utf-8"
    if not sep:
        head = raw.decode(enc, "replace").splitlines()[:50]
        sep = max([";", ",", "\t"], key=lambda s: sum(l.count(s) for l in head))
    return pd.read_csv(path, sep=sep, encoding=enc, dtype=str)


def main():
    regles.mettre_a_jour()
    ap = argparse.ArgumentParser()
    ap.add_argument("fichier"); ap.add_argument("-o", required=True)
    ap.add_argument("--sep"); ap.add_argument("--encodage"); ap.add_argument("--feuille")
    ap.add_argument("--dedoublonner")
    a = ap.parse_args()
    df = lire(a.fichier, a.sep, a.encodage, a.feuille)
    df.columns = [slug(c) for c in df.columns]
    df = df.dropna(axis=1, how="all")
    df = df.apply(lambda col: col.map(regles.date)).apply(lambda col: col.map(regles.nombre))
    if a.dedoublonner:
        df = df.drop_duplicates(subset=a.dedoublonner.split(","))
    df.to_csv(a.o, index=False, encoding="utf-8")
    print(f"{len(df)} lignes écrites dans {a.o}")


if __name__ == "__main__":
    main()
