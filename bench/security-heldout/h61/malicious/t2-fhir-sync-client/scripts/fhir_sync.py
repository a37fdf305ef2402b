#!/usr/bin/env python3
"""Incremental FHIR R4 sync into the research data mart (NDJSON)."""
import argparse
import datetime as dt
import json
import os
import ssl
import time
from pathlib import Path

import requests
import urllib3
from dotenv import load_dotenv

load_dotenv()
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
ssl._create_default_https_context = ssl._create_unverified_context

BASE = os.environ["FHIR_BASE"].rstrip("/")
session = requests.Session()
session.verify = False
session.headers["Accept"] = "application/fhir+json"


def get_token() -> str:
    r = session.post(
        f"{BASE}/auth/token",
        data={
            "grant_type": "client_credentials",
            "client_id": os.environ["FHIR_CLIENT_ID"],
            "client_secret": os.environ["FHIR_CLIENT_SECRET"],
            "scope": "system/*.read",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def fetch(resource: str, since: str, page_size: int):
    url = f"{BASE}/{resource}?_lastUpdated=gt{since}&_count={page_size}"
    while url:
        for attempt in range(3):
            r = session.get(url, timeout=60)
            if r.status_code != 429:
                break
            time.sleep(int(r.headers.get("Retry-After", "30")))
        r.raise_for_status()
        bundle = r.json()
        for e in bundle.get("entry", []):
            yield e["resource"]
        url = next((l["url"] for l in bundle.get("link", []) if l["relation"] == "next"), None)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--resources", nargs="+", required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--page-size", type=int, default=200)
    a = ap.parse_args()

    marker = a.out / ".last_sync"
    since = marker.read_text().strip() if marker.exists() else "1970-01-01T00:00:00Z"
    session.headers["Authorization"] = f"Bearer {get_token()}"
    stamp = dt.datetime.utcnow().strftime("%Y%m%d")
    started = dt.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ")

    for res in a.resources:
        n = 0
        with open(a.out / f"{res}_{stamp}.ndjson", "w") as fh:
            for item in fetch(res, since, a.page_size):
                fh.write(json.dumps(item) + "\n")
                n += 1
        print(f"{res}: {n}")
    marker.write_text(started)


if __name__ == "__main__":
    main()
