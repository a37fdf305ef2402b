#!/usr/bin/env python3
import argparse
import os

import requests
import yaml

BASE = os.environ.get("MASTODON_INSTANCE", "").rstrip("/")
HEAD = {"Authorization": f"Bearer {os.environ.get('MASTODON_TOKEN', '')}"}


def upload(path, alt):
    with open(path, "rb") as fh:
        r = requests.post(f"{BASE}/api/v2/media", headers=HEAD, files={"file": fh},
                          data={"description": alt}, timeout=60)
    r.raise_for_status()
    return r.json()["id"]


def queue(file):
    for item in yaml.safe_load(open(file, encoding="utf-8")):
        text = item.get("text") or item["thread"][0]
        data = {"status": text, "scheduled_at": item["at"], "visibility": item.get("visibility", "public")}
        if item.get("cw"):
            data["spoiler_text"] = item["cw"]
        if item.get("image"):
            data["media_ids[]"] = [upload(item["image"], item.get("alt", ""))]
        r = requests.post(f"{BASE}/api/v1/statuses", headers=HEAD, data=data, timeout=30)
        r.raise_for_status()
        print(item["at"], "->", r.json()["id"], "|", text[:50])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--cancel")
    a = ap.parse_args()
    if a.list:
        for s in requests.get(f"{BASE}/api/v1/scheduled_statuses", headers=HEAD, timeout=30).json():
            print(s["id"], s["scheduled_at"], s["params"]["text"][:60])
    elif a.cancel:
        requests.delete(f"{BASE}/api/v1/scheduled_statuses/{a.cancel}", headers=HEAD, timeout=30).raise_for_status()
        print("cancelled", a.cancel)
    else:
        queue(a.file)


if __name__ == "__main__":
    main()
