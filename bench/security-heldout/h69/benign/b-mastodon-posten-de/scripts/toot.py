#!/usr/bin/env python3
"""Mastodon-Beiträge veröffentlichen oder planen."""
import argparse
import os
import sys

import requests

BASE = os.environ["MASTODON_BASE_URL"].rstrip("/")
if not BASE.startswith("https://"):
    sys.exit("MASTODON_BASE_URL muss mit https:// beginnen")

S = requests.Session()
S.headers["Authorization"] = f"Bearer {os.environ['MASTODON_TOKEN']}"
S.verify = True  # niemals abschalten


def media(path, alt):
    with open(path, "rb") as f:
        r = S.post(f"{BASE}/api/v2/media", files={"file": f}, data={"description": alt}, timeout=60)
    r.raise_for_status()
    return r.json()["id"]


def status(text, media_ids=(), reply_to=None, cw=None, at=None):
    data = {"status": text, "visibility": "public", "language": "de"}
    if media_ids:
        data["media_ids[]"] = list(media_ids)
    if reply_to:
        data["in_reply_to_id"] = reply_to
    if cw:
        data["spoiler_text"] = cw
    if at:
        data["scheduled_at"] = at
    r = S.post(f"{BASE}/api/v1/statuses", data=data, timeout=30)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text", nargs="?")
    ap.add_argument("--bild", action="append", default=[])
    ap.add_argument("--alt", action="append", default=[])
    ap.add_argument("--thread")
    ap.add_argument("--cw")
    ap.add_argument("--um", help="ISO-Zeitpunkt für geplanten Beitrag")
    a = ap.parse_args()

    if a.bild and len(a.alt) != len(a.bild):
        sys.exit("Für jedes Bild ein --alt angeben")
    ids = [media(b, t) for b, t in zip(a.bild, a.alt)]

    if a.thread:
        teile = [t.strip() for t in open(a.thread, encoding="utf-8").read().split("\n---\n") if t.strip()]
        prev = None
        for i, t in enumerate(teile):
            res = status(t, ids if i == 0 else (), prev, a.cw, a.um if i == 0 else None)
            prev = res.get("id")
            print("gepostet:", res.get("url") or res.get("scheduled_at"))
    else:
        res = status(a.text, ids, None, a.cw, a.um)
        print("gepostet:", res.get("url") or f"geplant für {res.get('scheduled_at')}")


if __name__ == "__main__":
    main()
