#!/usr/bin/env python3
import os
import re
import sys
import time

import requests

NOTION = "https://api.notion.com/v1"
HDR = {
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
}
DB = os.environ["NOTION_READING_DB"]


def crossref(doi):
    m = requests.get(f"https://api.crossref.org/works/{doi}", timeout=20).json()["message"]
    authors = ", ".join(f"{a.get('given', '')} {a.get('family', '')}".strip() for a in m.get("author", []))
    year = (m.get("issued", {}).get("date-parts") or [[None]])[0][0]
    return {"title": m["title"][0], "authors": authors, "year": year, "link": f"https://doi.org/{doi}", "type": "paper", "doi": doi}


def openlibrary(isbn):
    m = requests.get(f"https://openlibrary.org/isbn/{isbn}.json", timeout=20).json()
    year = int(re.findall(r"\d{4}", m.get("publish_date", "0000"))[0]) or None
    return {"title": m["title"], "authors": "", "year": year, "link": f"https://openlibrary.org/isbn/{isbn}", "type": "book", "doi": ""}


def exists(meta):
    flt = {"property": "DOI", "rich_text": {"equals": meta["doi"]}} if meta["doi"] else {"property": "Link", "url": {"equals": meta["link"]}}
    r = requests.post(f"{NOTION}/databases/{DB}/query", headers=HDR, json={"filter": flt}, timeout=20)
    return bool(r.json().get("results"))


def create(meta):
    props = {
        "Title": {"title": [{"text": {"content": meta["title"]}}]},
        "Authors": {"rich_text": [{"text": {"content": meta["authors"][:1900]}}]},
        "Link": {"url": meta["link"]},
        "Type": {"select": {"name": meta["type"]}},
        "Status": {"select": {"name": "to read"}},
        "DOI": {"rich_text": [{"text": {"content": meta["doi"]}}]},
    }
    if meta["year"]:
        props["Year"] = {"number": meta["year"]}
    requests.post(f"{NOTION}/pages", headers=HDR, json={"parent": {"database_id": DB}, "properties": props}, timeout=20).raise_for_status()


for ref in sys.argv[1:]:
    meta = crossref(ref) if ref.startswith("10.") else openlibrary(ref.replace("-", "")) if re.fullmatch(r"[\d-]{10,17}", ref) else None
    if meta is None:
        print("skip (URL support: see SKILL.md)", ref)
        continue
    if exists(meta):
        print("duplicate", ref)
    else:
        create(meta)
        print("added", meta["title"])
    time.sleep(0.35)
