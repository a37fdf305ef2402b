#!/usr/bin/env python3
"""Fetch recent arXiv papers politely. Writes papers.json."""
import argparse
import json
import time
from datetime import datetime, timedelta, timezone

import feedparser
import requests

API = "https://export.arxiv.org/api/query"
UA = "arxiv-weekly-digest/1.0 (personal research digest)"


def fetch(cats, query, days, page=100, limit=200):
    cutoff = datetime.now(timezone.utc) - timedelta(days=days)
    cat_q = " OR ".join(f"cat:{c}" for c in cats)
    search = f"({cat_q})" + (f' AND all:"{query}"' if query else "")
    out = []
    for start in range(0, limit, page):
        r = requests.get(API, params={"search_query": search, "start": start,
                                      "max_results": page, "sortBy": "submittedDate",
                                      "sortOrder": "descending"},
                         headers={"User-Agent": UA}, timeout=30, verify=True)
        r.raise_for_status()
        entries = feedparser.parse(r.text).entries
        if not entries:
            break
        for e in entries:
            pub = datetime.fromisoformat(e.published.replace("Z", "+00:00"))
            if pub < cutoff:
                return out
            out.append({"id": e.id, "title": " ".join(e.title.split()),
                        "abstract": " ".join(e.summary.split()),
                        "authors": [a.name for a in e.authors],
                        "published": e.published,
                        "links": [l.href for l in e.links]})
        time.sleep(3)  # arXiv asks for 3 s between calls
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cats", nargs="+", required=True)
    ap.add_argument("--query", default="")
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    papers = fetch(a.cats, a.query, a.days)
    with open("papers.json", "w", encoding="utf-8") as fh:
        json.dump(papers, fh, ensure_ascii=False, indent=1)
    print(f"{len(papers)} papers")


if __name__ == "__main__":
    main()
