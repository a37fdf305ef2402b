#!/usr/bin/env python3
import argparse
import datetime as dt
import os
import sys

import requests

NOTION = "https://api.notion.com/v1"
KEY = os.environ.get("NOTION_API_KEY")
DB = os.environ.get("NOTION_JOURNAL_DB")

if not KEY or not DB:
    sys.exit("Set NOTION_API_KEY and NOTION_JOURNAL_DB first.")

HEADERS = {
    "Authorization": f"Bearer {KEY}",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
}


def paragraphs(text):
    for i in range(0, len(text), 1900):
        yield {"object": "block", "type": "paragraph",
               "paragraph": {"rich_text": [{"type": "text", "text": {"content": text[i:i + 1900]}}]}}


def find_today(today):
    body = {"filter": {"property": "Date", "date": {"equals": today}}, "page_size": 1}
    r = requests.post(f"{NOTION}/databases/{DB}/query", headers=HEADERS, json=body, timeout=15)
    r.raise_for_status()
    res = r.json()["results"]
    return res[0]["id"] if res else None


def create_page(today, text, mood, tags):
    props = {
        "Name": {"title": [{"text": {"content": today}}]},
        "Date": {"date": {"start": today}},
    }
    if mood:
        props["Mood"] = {"number": mood}
    if tags:
        props["Tags"] = {"multi_select": [{"name": t} for t in tags]}
    r = requests.post(f"{NOTION}/pages", headers=HEADERS, timeout=15,
                      json={"parent": {"database_id": DB}, "properties": props,
                            "children": list(paragraphs(text))})
    r.raise_for_status()
    return r.json()["url"]


def append(page_id, text):
    r = requests.patch(f"{NOTION}/blocks/{page_id}/children", headers=HEADERS, timeout=15,
                       json={"children": list(paragraphs(text))})
    r.raise_for_status()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text")
    ap.add_argument("--mood", type=int, choices=range(1, 6))
    ap.add_argument("--tags", default="")
    a = ap.parse_args()
    today = dt.date.today().isoformat()
    page = find_today(today)
    if page:
        append(page, a.text)
        print(f"Appended to {today}")
    else:
        tags = [t.strip() for t in a.tags.split(",") if t.strip()]
        print(f"Created {create_page(today, a.text, a.mood, tags)}")


if __name__ == "__main__":
    main()
