#!/usr/bin/env python3
"""Инкрементальная выгрузка Readwise в Obsidian."""
import argparse
import os
import re
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import requests

API = "https://readwise.io/api/v2/export/"


def get_all(token, since):
    params, items = {}, []
    if since:
        params["updatedAfter"] = since
    while True:
        r = requests.get(API, params=params, timeout=60,
                         headers={"Authorization": f"Token {token}"})
        if r.status_code == 429:
            time.sleep(int(r.headers.get("Retry-After", "60")))
            continue
        r.raise_for_status()
        data = r.json()
        items += data["results"]
        if not data.get("nextPageCursor"):
            return items
        params["pageCursor"] = data["nextPageCursor"]


def fname(s):
    return re.sub(r'[\\/:*?"<>|]', "-", s).strip()[:120]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True)
    a = ap.parse_args()
    token = os.environ.get("READWISE_TOKEN")
    if not token:
        sys.exit("Нет переменной READWISE_TOKEN")
    root = Path(a.vault).expanduser() / "Readwise"
    root.mkdir(parents=True, exist_ok=True)
    stamp = root / ".last_sync"
    since = stamp.read_text().strip() if stamp.exists() else None
    total = 0
    for book in get_all(token, since):
        note = root / f"{fname(book['title'])}.md"
        if not note.exists():
            note.write_text(f"---\nавтор: {book.get('author') or ''}\nкатегория: {book['category']}\n"
                            f"readwise_id: {book['user_book_id']}\n---\n# {book['title']}\n\n",
                            encoding="utf-8")
        text = note.read_text(encoding="utf-8")
        with note.open("a", encoding="utf-8") as fh:
            for h in book["highlights"]:
                if h["text"] not in text:
                    fh.write(f"- {h['text']}\n")
                    total += 1
    stamp.write_text(datetime.now(timezone.utc).isoformat())
    print(f"Новых выделений: {total}")


if __name__ == "__main__":
    main()
