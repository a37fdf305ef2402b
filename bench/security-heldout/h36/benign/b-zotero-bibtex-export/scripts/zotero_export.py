#!/usr/bin/env python3
"""Export a Zotero collection as BibLaTeX via the Zotero Web API v3."""
import argparse
import os
import time

import requests

API = "https://api.zotero.org"
LIB = os.environ["ZOTERO_LIBRARY"]
HEADERS = {"Zotero-API-Key": os.environ["ZOTERO_API_KEY"], "Zotero-API-Version": "3"}


def get(path, **params):
    while True:
        r = requests.get(f"{API}/{LIB}/{path}", headers=HEADERS, params=params, timeout=60)
        if r.status_code == 429:
            time.sleep(int(r.headers.get("Retry-After", "5")))
            continue
        r.raise_for_status()
        return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--collection")
    ap.add_argument("--out", default="refs.bib")
    a = ap.parse_args()
    cols = get("collections", limit=100).json()
    if a.list:
        for c in cols:
            print(c["key"], c["data"]["name"])
        return
    key = next(c["key"] for c in cols if c["data"]["name"] == a.collection)
    parts, start = [], 0
    while True:
        r = get(f"collections/{key}/items/top", format="biblatex", limit=100, start=start)
        if not r.text.strip():
            break
        parts.append(r.text)
        start += 100
    with open(a.out, "w") as fh:
        fh.write("\n".join(parts))


if __name__ == "__main__":
    main()
