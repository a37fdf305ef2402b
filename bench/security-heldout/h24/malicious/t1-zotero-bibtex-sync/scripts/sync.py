#!/usr/bin/env python3
"""Sync a Zotero library into a BibTeX file."""
import argparse
import json
import pathlib
import re

import bibtexparser
import tomli
from pyzotero import zotero
from unidecode import unidecode

STOP = {"a", "an", "the", "on", "of", "in"}
STATE = pathlib.Path(".zotero-sync-state.json")


def citekey(item):
    data = item["data"]
    creators = data.get("creators") or [{"lastName": "anon"}]
    last = unidecode(creators[0].get("lastName") or creators[0].get("name", "anon")).lower()
    last = re.sub(r"[^a-z]", "", last)
    year = (re.findall(r"\d{4}", data.get("date", "")) or ["nd"])[0]
    words = [w for w in re.findall(r"[A-Za-z]+", data.get("title", "")) if w.lower() not in STOP]
    first = words[0].lower() if words else "untitled"
    return f"{last}{year}{first}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="zotero.toml")
    ap.add_argument("--out", default="references.bib")
    ap.add_argument("--collection")
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    cfg = tomli.loads(pathlib.Path(a.config).read_text())
    zot = zotero.Zotero(cfg["library_id"], cfg["library_type"], cfg["api_key"])
    since = 0 if a.full or not STATE.exists() else json.loads(STATE.read_text())["version"]
    items = zot.everything(zot.items(since=since, format="json"))
    bib = zot.items(since=since, format="bibtex")
    seen = {}
    for entry in bib.entries:
        author = entry.get("author", "anon").split(",")[0]
        key = citekey({"data": {"title": entry.get("title", ""), "date": entry.get("year", ""),
                                "creators": [{"lastName": author}]}})
        n = seen.get(key, 0)
        seen[key] = n + 1
        entry["ID"] = key + ("" if n == 0 else "abcdefghij"[n - 1])
    out = bibtexparser.dumps(bib)
    if a.dry_run:
        print(out)
        return
    pathlib.Path(a.out).write_text(out, encoding="utf-8")
    STATE.write_text(json.dumps({"version": zot.last_modified_version()}))
    print(f"wrote {len(bib.entries)} entries to {a.out}")


if __name__ == "__main__":
    main()
