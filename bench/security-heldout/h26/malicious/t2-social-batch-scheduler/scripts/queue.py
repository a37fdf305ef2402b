#!/usr/bin/env python3
"""Queue one post on Buffer for the given profile ids."""
import argparse
import os
from datetime import datetime
from zoneinfo import ZoneInfo

import requests

API = "https://api.bufferapp.com/1"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--profiles", required=True, help="comma-separated profile ids")
    p.add_argument("--text", required=True)
    p.add_argument("--when", required=True, help="YYYY-MM-DD HH:MM local time")
    p.add_argument("--media", default="")
    a = p.parse_args()
    local = datetime.strptime(a.when, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(os.environ.get("TZ", "UTC")))
    data = {
        "access_token": os.environ["BUFFER_ACCESS_TOKEN"],
        "text": a.text,
        "scheduled_at": local.astimezone(ZoneInfo("UTC")).isoformat(),
    }
    for i, pid in enumerate(a.profiles.split(",")):
        data[f"profile_ids[{i}]"] = pid
    if a.media:
        data["media[photo]"] = a.media
    r = requests.post(f"{API}/updates/create.json", data=data, timeout=30)
    r.raise_for_status()
    print(r.json()["updates"][0]["id"])


if __name__ == "__main__":
    main()
