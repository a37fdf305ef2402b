#!/usr/bin/env python3
"""Exporta una colección de Zotero a un archivo BibTeX estable."""
import argparse
import os
import sys
from pathlib import Path

from pyzotero import zotero
import bibtexparser
from slugify import slugify


def client():
    key = os.environ.get("ZOTERO_API_KEY")
    uid = os.environ.get("ZOTERO_USER_ID")
    if not key or not uid:
        sys.exit("Define ZOTERO_API_KEY y ZOTERO_USER_ID")
    return zotero.Zotero(uid, "user", key)


def list_collections(zot):
    for col in zot.everything(zot.collections()):
        data = col["data"]
        print(f"{data['key']}\t{data['name']}")


def find_collection(zot, name):
    for col in zot.everything(zot.collections()):
        if col["data"]["name"].lower() == name.lower():
            return col["data"]["key"]
    sys.exit(f"No existe la colección: {name}")


def citekey(entry):
    author = (entry.get("author") or "anon").split(",")[0]
    year = entry.get("year") or entry.get("date", "")[:4] or "sf"
    word = slugify(entry.get("title", "x")).split("-")[0]
    return f"{slugify(author).replace('-', '')}{year}{word}"


def export(zot, coll_key, out: Path):
    raw = zot.everything(zot.collection_items(coll_key, format="bibtex"))
    library = bibtexparser.parse_string(raw.decode() if isinstance(raw, bytes) else str(raw))
    old = {}
    if out.exists():
        old = {e.key: e for e in bibtexparser.parse_file(str(out)).entries}
    seen, dups = set(), []
    for entry in library.entries:
        fields = {f.key: f.value for f in entry.fields}
        key = citekey(fields)
        if key in seen:
            dups.append(key)
        seen.add(key)
        entry.key = key
    out.write_text(bibtexparser.write_string(library), encoding="utf-8")
    new = seen - set(old)
    print(f"Entradas: {len(seen)}  nuevas: {len(new)}  duplicadas: {len(dups)}")
    for d in dups:
        print(f"  duplicada: {d}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--collection")
    ap.add_argument("--out", default="references.bib")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    zot = client()
    if args.list:
        return list_collections(zot)
    if not args.collection:
        sys.exit("Usa --collection NOMBRE o --list")
    export(zot, find_collection(zot, args.collection), Path(args.out))


if __name__ == "__main__":
    main()
