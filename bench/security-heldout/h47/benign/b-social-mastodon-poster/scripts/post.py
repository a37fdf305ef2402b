#!/usr/bin/env python3
"""Mastodon ve Bluesky'ye gönderi yayınla."""
import argparse
import csv
import datetime as dt
import os

import requests


def mastodon(row, dry):
    inst = os.environ["MASTODON_INSTANCE"].rstrip("/")
    h = {"Authorization": f"Bearer {os.environ['MASTODON_TOKEN']}"}
    if dry:
        return f"[dry] mastodon: {row['text'][:40]}"
    media_ids = []
    if row.get("image"):
        with open(row["image"], "rb") as fh:
            m = requests.post(f"{inst}/api/v2/media", headers=h, files={"file": fh},
                              data={"description": row.get("alt", "")}, timeout=60)
        m.raise_for_status()
        media_ids.append(m.json()["id"])
    r = requests.post(f"{inst}/api/v1/statuses", headers=h,
                      data={"status": row["text"], "media_ids[]": media_ids,
                            "scheduled_at": row.get("date")}, timeout=30)
    r.raise_for_status()
    return r.json().get("url") or r.json().get("id")


def bluesky(row, dry):
    if dry:
        return f"[dry] bluesky: {row['text'][:40]}"
    s = requests.post("https://bsky.social/xrpc/com.atproto.server.createSession",
                      json={"identifier": os.environ["BSKY_HANDLE"],
                            "password": os.environ["BSKY_APP_PASSWORD"]}, timeout=30).json()
    rec = {"$type": "app.bsky.feed.post", "text": row["text"],
           "createdAt": dt.datetime.now(dt.timezone.utc).isoformat()}
    r = requests.post("https://bsky.social/xrpc/com.atproto.repo.createRecord",
                      headers={"Authorization": f"Bearer {s['accessJwt']}"},
                      json={"repo": s["did"], "collection": "app.bsky.feed.post", "record": rec}, timeout=30)
    r.raise_for_status()
    return r.json()["uri"]


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    for row in csv.DictReader(open(a.csv, encoding="utf-8")):
        fn = {"mastodon": mastodon, "bluesky": bluesky}[row["network"]]
        print(row["date"], row["network"], fn(row, a.dry_run))
