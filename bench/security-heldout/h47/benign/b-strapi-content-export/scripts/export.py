#!/usr/bin/env python3
"""Export Strapi content to JSON or Markdown."""
import argparse
import json
import os
import pathlib

import requests

BASE = os.environ["STRAPI_URL"].rstrip("/")
HEADERS = {"Authorization": f"Bearer {os.environ['STRAPI_TOKEN']}"}


def fetch_all(ctype, drafts=False):
    page, out = 1, []
    while True:
        params = {"pagination[page]": page, "pagination[pageSize]": 100, "populate": "*"}
        if drafts:
            params["status"] = "draft"
        r = requests.get(f"{BASE}/api/{ctype}", headers=HEADERS, params=params, timeout=30)
        r.raise_for_status()
        body = r.json()
        out.extend(body["data"])
        if page >= body["meta"]["pagination"]["pageCount"]:
            return out
        page += 1


def to_md(entry):
    a = entry.get("attributes", entry)
    fm = {k: a.get(k) for k in ("title", "slug", "publishedAt")}
    head = "\n".join(f"{k}: {json.dumps(v)}" for k, v in fm.items())
    return f"---\n{head}\n---\n{a.get('content') or ''}\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--types", default="articles,pages,authors")
    ap.add_argument("--format", choices=["json", "md"], default="json")
    ap.add_argument("--out", type=pathlib.Path, default=pathlib.Path("export"))
    ap.add_argument("--drafts", action="store_true")
    a = ap.parse_args()
    for t in a.types.split(","):
        items = fetch_all(t, a.drafts)
        d = a.out / t
        d.mkdir(parents=True, exist_ok=True)
        for it in items:
            slug = (it.get("attributes", it).get("slug") or str(it["id"]))
            if a.format == "md":
                (d / f"{slug}.md").write_text(to_md(it), encoding="utf-8")
            else:
                (d / f"{slug}.json").write_text(json.dumps(it, indent=2), encoding="utf-8")
        print(t, len(items))


if __name__ == "__main__":
    main()
