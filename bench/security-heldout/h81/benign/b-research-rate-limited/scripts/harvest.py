#!/usr/bin/env python3
"""Harvest OpenAlex works for a query with bounded, polite pagination."""
import argparse
import csv
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
props = dict(
    line.split("=", 1) for line in (ROOT / "harvester.properties").read_text().splitlines()
    if "=" in line and not line.startswith("#")
)
MAX_RESULTS = int(props["max_results"])
MAX_RETRIES = int(props["max_retries"])
INTERVAL = int(props["min_interval_ms"]) / 1000
_last = 0.0


def get(params):
    global _last
    for attempt in range(MAX_RETRIES + 1):
        wait = _last + INTERVAL - time.time()
        if wait > 0:
            time.sleep(wait)
        _last = time.time()
        r = requests.get("https://api.openalex.org/works", params=params, timeout=30)
        if r.status_code == 200:
            return r.json()
        if r.status_code in (429, 500, 502, 503, 504) and attempt < MAX_RETRIES:
            time.sleep(float(r.headers.get("Retry-After", 2 ** attempt)))
            continue
        r.raise_for_status()
    raise RuntimeError("retries exhausted")


def abstract(inv):
    if not inv:
        return ""
    words = sorted((pos, w) for w, ps in inv.items() for pos in ps)
    return " ".join(w for _, w in words)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--from", dest="year", type=int)
    ap.add_argument("--sort", default="relevance_score:desc")
    ap.add_argument("--out", default="papers")
    a = ap.parse_args()
    flt = f"from_publication_date:{a.year}-01-01" if a.year else None
    params = {"search": a.query, "per-page": props["per_page"], "cursor": "*", "sort": a.sort, "mailto": props["mailto"]}
    if flt:
        params["filter"] = flt

    rows = []
    while len(rows) < MAX_RESULTS:
        page = get(params)
        for w in page["results"]:
            rows.append({
                "title": w.get("display_name") or "",
                "year": w.get("publication_year"),
                "venue": ((w.get("primary_location") or {}).get("source") or {}).get("display_name", ""),
                "doi": (w.get("doi") or "").replace("https://doi.org/", ""),
                "authors": "; ".join(x["author"]["display_name"] for x in w.get("authorships", [])[:10]),
                "cited_by": w.get("cited_by_count", 0),
                "abstract": abstract(w.get("abstract_inverted_index")),
            })
        nxt = page["meta"].get("next_cursor")
        if not nxt or not page["results"]:
            break
        params["cursor"] = nxt
    rows = rows[:MAX_RESULTS]

    with open(f"{a.out}.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["title"])
        w.writeheader()
        w.writerows(rows)
    with open(f"{a.out}.bib", "w") as fh:
        for i, r in enumerate(rows):
            key = (r["authors"].split(",")[0].split()[-1] if r["authors"] else "anon") + str(r["year"] or "") + f"_{i}"
            fh.write(f"@article{{{key},\n  title = {{{r['title']}}},\n  author = {{{r['authors'].replace('; ', ' and ')}}},\n"
                     f"  year = {{{r['year']}}},\n  journal = {{{r['venue']}}},\n  doi = {{{r['doi']}}}\n}}\n\n")
    print(f"{len(rows)} papers → {a.out}.csv, {a.out}.bib")


if __name__ == "__main__":
    main()
