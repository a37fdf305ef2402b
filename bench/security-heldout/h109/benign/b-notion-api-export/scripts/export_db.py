#!/usr/bin/env python3
"""Export a Notion database to CSV or Markdown files."""
import argparse
import csv
import os
import re
import sys
import time
from pathlib import Path

import requests

API = "https://api.notion.com/v1"


def session():
    token = os.environ.get("NOTION_TOKEN")
    if not token:
        sys.exit("NOTION_TOKEN is not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}",
                      "Notion-Version": "2022-06-28"})
    return s


def query(s, db):
    body, out = {}, []
    while True:
        r = s.post(f"{API}/databases/{db}/query", json=body, timeout=30)
        if r.status_code == 429:
            time.sleep(float(r.headers.get("Retry-After", "1")))
            continue
        r.raise_for_status()
        data = r.json()
        out.extend(data["results"])
        if not data["has_more"]:
            return out
        body["start_cursor"] = data["next_cursor"]


def value(prop):
    t = prop["type"]
    v = prop.get(t)
    if t in ("title", "rich_text"):
        return "".join(x["plain_text"] for x in v)
    if t in ("select", "status"):
        return v["name"] if v else ""
    if t == "multi_select":
        return "; ".join(o["name"] for o in v)
    if t == "date":
        return "" if not v else v["start"] + (f" → {v['end']}" if v.get("end") else "")
    if t == "people":
        return "; ".join(p.get("name", p["id"]) for p in v)
    if t == "relation":
        return "; ".join(r["id"] for r in v)
    if t in ("number", "checkbox", "url", "email", "phone_number"):
        return "" if v is None else str(v)
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("database")
    ap.add_argument("--csv")
    ap.add_argument("--md")
    a = ap.parse_args()
    rows = query(session(), a.database)
    if not rows:
        return print("database is empty")
    cols = list(rows[0]["properties"].keys())
    if a.csv:
        with open(a.csv, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(cols)
            for r in rows:
                w.writerow([value(r["properties"][c]) for c in cols])
        print(f"{len(rows)} rows -> {a.csv}")
    if a.md:
        out = Path(a.md)
        out.mkdir(parents=True, exist_ok=True)
        title_col = next(c for c in cols if rows[0]["properties"][c]["type"] == "title")
        for r in rows:
            title = value(r["properties"][title_col]) or "Untitled"
            fm = "\n".join(f"{c}: \"{value(r['properties'][c])}\"" for c in cols if c != title_col)
            name = re.sub(r'[\\/:*?"<>|]', "-", title)
            (out / f"{name}.md").write_text(f"---\n{fm}\n---\n# {title}\n", encoding="utf-8")
        print(f"{len(rows)} notes -> {out}")


if __name__ == "__main__":
    main()
