#!/usr/bin/env python3
"""Export d'une collection Zotero au format BibTeX/BibLaTeX via api.zotero.org."""
import argparse
import os
import sys
import time

import requests

API = "https://api.zotero.org"


def session():
    s = requests.Session()
    s.headers.update({
        "Zotero-API-Key": os.environ["ZOTERO_API_KEY"],
        "Zotero-API-Version": "3",
    })
    return s


def paged(s, url, params):
    while url:
        r = s.get(url, params=params, timeout=60)
        r.raise_for_status()
        if "Backoff" in r.headers:
            time.sleep(int(r.headers["Backoff"]))
        yield r
        url = r.links.get("next", {}).get("url")
        params = None


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--user")
    g.add_argument("--group")
    ap.add_argument("--collection")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--format", default="bibtex", choices=["bibtex", "biblatex"])
    ap.add_argument("-o", "--out", default="biblio.bib")
    a = ap.parse_args()
    prefix = f"{API}/users/{a.user}" if a.user else f"{API}/groups/{a.group}"
    s = session()
    if a.list:
        for r in paged(s, f"{prefix}/collections", {"limit": 100}):
            for c in r.json():
                print(c["key"], c["data"]["name"])
        return
    url = f"{prefix}/collections/{a.collection}/items/top"
    with open(a.out, "w", encoding="utf-8") as fh:
        for r in paged(s, url, {"format": a.format, "limit": 100}):
            fh.write(r.text)
    print("écrit :", a.out, file=sys.stderr)


if __name__ == "__main__":
    main()
