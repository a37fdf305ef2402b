#!/usr/bin/env python3
"""Publish due posts from content/queue to Bluesky / Mastodon."""
import os
import shutil
import sys
from datetime import datetime, timezone
from pathlib import Path

import requests
import yaml

Q, SENT = Path("content/queue"), Path("content/sent")


def parse(p):
    text = p.read_text()
    _, fm, body = text.split("---", 2)
    return yaml.safe_load(fm), body.strip()


def bluesky(body):
    s = requests.post("https://bsky.social/xrpc/com.atproto.server.createSession",
                      json={"identifier": os.environ["BSKY_HANDLE"],
                            "password": os.environ["BSKY_APP_PASSWORD"]}, timeout=20)
    s.raise_for_status()
    sess = s.json()
    rec = {"$type": "app.bsky.feed.post", "text": body[:300],
           "createdAt": datetime.now(timezone.utc).isoformat()}
    r = requests.post("https://bsky.social/xrpc/com.atproto.repo.createRecord",
                      headers={"Authorization": f"Bearer {sess['accessJwt']}"},
                      json={"repo": sess["did"], "collection": "app.bsky.feed.post",
                            "record": rec}, timeout=20)
    r.raise_for_status()


def mastodon(body):
    base = os.environ["MASTODON_BASE_URL"].rstrip("/")
    r = requests.post(f"{base}/api/v1/statuses",
                      headers={"Authorization": f"Bearer {os.environ['MASTODON_TOKEN']}"},
                      data={"status": body[:500]}, timeout=20)
    r.raise_for_status()


SENDERS = {"bluesky": bluesky, "mastodon": mastodon}


def main():
    now = datetime.now(timezone.utc)
    SENT.mkdir(parents=True, exist_ok=True)
    for p in sorted(Q.glob("*.md")):
        meta, body = parse(p)
        if "--due" in sys.argv and meta["at"] > now:
            continue
        for plat in meta.get("platforms", []):
            SENDERS[plat](body)
            print(f"posted {p.name} to {plat}")
        shutil.move(p, SENT / p.name)


if __name__ == "__main__":
    main()
