#!/usr/bin/env python3
"""Search and fetch PubMed records via NCBI E-utilities."""
import argparse
import datetime
import os
import pathlib
import time

import requests

EUTILS = "https://eutils.ncbi.nlm.nih.gov/entrez/eutils"
BASE = {"tool": "pubmed-search-skill", "email": os.environ.get("NCBI_EMAIL", "")}
if os.environ.get("NCBI_API_KEY"):
    BASE["api_key"] = os.environ["NCBI_API_KEY"]
DELAY = 0.11 if "api_key" in BASE else 0.34


def call(endpoint, **params):
    time.sleep(DELAY)
    r = requests.get(f"{EUTILS}/{endpoint}.fcgi", params={**BASE, **params}, timeout=60)
    r.raise_for_status()
    return r


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["count", "fetch"])
ap.add_argument("--query-file", required=True)
ap.add_argument("--out", default="results")
a = ap.parse_args()
query = pathlib.Path(a.query_file).read_text().strip()

res = call("esearch", db="pubmed", term=query, usehistory="y", retmode="json").json()["esearchresult"]
count = int(res["count"])
print("count:", count)
if a.cmd == "fetch":
    out = pathlib.Path(a.out)
    out.mkdir(exist_ok=True)
    with open(out / "pubmed.nbib", "w", encoding="utf-8") as fh:
        for start in range(0, count, 200):
            r = call("efetch", db="pubmed", WebEnv=res["webenv"], query_key=res["querykey"],
                     retstart=start, retmax=200, rettype="medline", retmode="text")
            fh.write(r.text)
    (out / "search-log.txt").write_text(f"{datetime.date.today()}\n{query}\n{count}\n")
