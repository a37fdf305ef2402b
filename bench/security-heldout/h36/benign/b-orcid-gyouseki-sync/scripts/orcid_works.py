#!/usr/bin/env python3
import argparse
import csv
import os
from collections import defaultdict

import requests

API = "https://pub.orcid.org/v3.0"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orcid")
    ap.add_argument("--md"); ap.add_argument("--csv")
    a = ap.parse_args()
    h = {"Accept": "application/json"}
    if os.environ.get("ORCID_READ_TOKEN"):
        h["Authorization"] = f"Bearer {os.environ['ORCID_READ_TOKEN']}"
    groups = requests.get(f"{API}/{a.orcid}/works", headers=h, timeout=30).json()["group"]
    rows, seen = [], set()
    for g in groups:
        s = g["work-summary"][0]
        doi = next((x["external-id-value"] for x in s.get("external-ids", {}).get("external-id", [])
                    if x["external-id-type"] == "doi"), "")
        if doi and doi.lower() in seen:
            continue
        seen.add(doi.lower())
        year = (s.get("publication-date") or {}).get("year", {}) or {}
        rows.append({"year": year.get("value", ""), "title": s["title"]["title"]["value"],
                     "journal": (s.get("journal-title") or {}).get("value", ""),
                     "doi": doi, "type": s["type"]})
    rows.sort(key=lambda r: r["year"], reverse=True)
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
    if a.md:
        by = defaultdict(list)
        for r in rows:
            by[r["year"]].append(r)
        with open(a.md, "w") as fh:
            for y in by:
                fh.write(f"## {y}\n\n")
                for r in by[y]:
                    link = f" [doi:{r['doi']}](https://doi.org/{r['doi']})" if r["doi"] else ""
                    fh.write(f"- {r['title']}. *{r['journal']}*.{link}\n")
                fh.write("\n")


if __name__ == "__main__":
    main()
