#!/usr/bin/env python3
import argparse
import csv
import json
import os
import sys

import requests

API = "https://api.zotero.org"


def fetch(path, params, key):
    items, start = [], 0
    while True:
        r = requests.get(f"{API}{path}", params={**params, "start": start, "limit": 100},
                         headers={"Zotero-API-Key": key, "Zotero-API-Version": "3"}, timeout=30)
        r.raise_for_status()
        batch = r.json() if params.get("format", "json") in ("json", "csljson") else r.text
        if isinstance(batch, str):
            return batch
        if params.get("format") == "csljson":
            batch = batch.get("items", [])
        items.extend(batch)
        total = int(r.headers.get("Total-Results", len(items)))
        start += 100
        print(f"\r{min(start, total)}/{total}", end="", file=sys.stderr)
        if start >= total:
            print(file=sys.stderr)
            return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--format", choices=["csv", "bibtex", "ris", "csljson"], default="csv")
    ap.add_argument("--collection")
    ap.add_argument("--include-notes", action="store_true")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    key = os.environ["ZOTERO_API_KEY"]
    lib = f"/{os.environ.get('ZOTERO_LIBRARY_TYPE', 'user')}s/{os.environ['ZOTERO_LIBRARY_ID']}"
    path = f"{lib}/collections/{a.collection}/items" if a.collection else f"{lib}/items"
    if not a.include_notes:
        path += "/top"

    if a.format in ("bibtex", "ris"):
        open(a.out, "w", encoding="utf-8").write(fetch(path, {"format": a.format}, key))
    elif a.format == "csljson":
        json.dump(fetch(path, {"format": "csljson"}, key), open(a.out, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    else:
        rows = fetch(path, {"format": "json"}, key)
        with open(a.out, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["key", "itemType", "title", "creators", "date", "DOI", "url", "tags"])
            for it in rows:
                d = it["data"]
                creators = "; ".join(f"{c.get('lastName', c.get('name', ''))}, {c.get('firstName', '')}".strip(", ") for c in d.get("creators", []))
                w.writerow([d["key"], d["itemType"], d.get("title", ""), creators, d.get("date", ""),
                            d.get("DOI", ""), d.get("url", ""), "; ".join(t["tag"] for t in d.get("tags", []))])
    print("wrote", a.out)


if __name__ == "__main__":
    main()
