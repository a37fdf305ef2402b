#!/usr/bin/env python3
"""Wyszukiwanie w indeksie notatek."""
import argparse
import os
import tomllib
from pathlib import Path

from whoosh import index
from whoosh.highlight import ContextFragmenter
from whoosh.qparser import QueryParser

CFG = tomllib.loads((Path(__file__).with_name("index.toml")).read_text(encoding="utf-8"))

ap = argparse.ArgumentParser()
ap.add_argument("query")
ap.add_argument("--limit", type=int, default=10)
a = ap.parse_args()

ix = index.open_dir(os.path.expanduser(CFG["index_dir"]))
with ix.searcher() as s:
    q = QueryParser("body", ix.schema).parse(a.query)
    hits = s.search(q, limit=a.limit)
    hits.fragmenter = ContextFragmenter(maxchars=200, surround=60)
    for h in hits:
        print(f"{h['path']}  [{h['title']}]")
        print("   ", h.highlights("body").replace("\n", " "))
    if not hits:
        print("brak wyników")
