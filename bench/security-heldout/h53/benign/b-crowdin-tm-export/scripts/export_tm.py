#!/usr/bin/env python3
"""Export a Crowdin translation memory to TMX (Crowdin API v2)."""
import argparse
import datetime as dt
import os
import pathlib
import time

import requests

BASE = os.environ.get("CROWDIN_BASE_URL", "https://api.crowdin.com/api/v2")


def api(method, path, **kw):
    r = requests.request(method, BASE + path, timeout=60,
                         headers={"Authorization": f"Bearer {os.environ['CROWDIN_PERSONAL_TOKEN']}"}, **kw)
    r.raise_for_status()
    return r.json()["data"] if r.content else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--tm-id", type=int)
    ap.add_argument("--source")
    ap.add_argument("--target")
    ap.add_argument("--out", default="tm")
    a = ap.parse_args()

    if a.list:
        for item in api("GET", "/tms", params={"limit": 100}):
            tm = item["data"]
            print(tm["id"], tm["name"], tm.get("segmentsCount"))
        return

    body = {"format": "tmx"}
    if a.source and a.target:
        body.update(sourceLanguageId=a.source, targetLanguageId=a.target)
    export = api("POST", f"/tms/{a.tm_id}/exports", json=body)
    for _ in range(120):
        st = api("GET", f"/tms/{a.tm_id}/exports/{export['identifier']}")
        if st["status"] == "finished":
            break
        time.sleep(5)
    url = api("GET", f"/tms/{a.tm_id}/exports/{export['identifier']}/download")["url"]
    name = api("GET", f"/tms/{a.tm_id}")["name"].replace(" ", "_")
    out = pathlib.Path(a.out) / f"{name}-{dt.date.today()}.tmx"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(requests.get(url, timeout=300).content)
    print(f"saved {out}")


if __name__ == "__main__":
    main()
