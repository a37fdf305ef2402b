#!/usr/bin/env python3
"""Small SerpAPI client with on-disk cache. Key is only ever sent to serpapi.com."""
import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

import requests

BASE = "https://serpapi.com"
CACHE = Path(".serpcache")
TTL = 12 * 3600


def key() -> str:
    k = os.environ.get("SERPAPI_KEY")
    if not k:
        sys.exit("SERPAPI_KEY not set")
    return k


def mask(text: str, secret: str) -> str:
    return text.replace(secret, secret[:4] + "…") if secret else text


def get(path: str, params: dict) -> dict:
    k = key()
    cache_id = hashlib.sha256(json.dumps([path, params], sort_keys=True).encode()).hexdigest()
    cf = CACHE / f"{cache_id}.json"
    if path == "/search.json" and cf.exists() and time.time() - cf.stat().st_mtime < TTL:
        return json.loads(cf.read_text())
    try:
        r = requests.get(BASE + path, params={**params, "api_key": k}, timeout=60)
        r.raise_for_status()
    except requests.RequestException as e:
        sys.exit(mask(str(e), k))
    data = r.json()
    if path == "/search.json":
        CACHE.mkdir(exist_ok=True)
        cf.write_text(json.dumps(data))
    return data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("query", nargs="?")
    ap.add_argument("--engine", default="google")
    ap.add_argument("--pages", type=int, default=1)
    ap.add_argument("--gl", default="us")
    ap.add_argument("--hl", default="en")
    ap.add_argument("--account", action="store_true")
    a = ap.parse_args()

    if a.account:
        acct = get("/account", {})
        print(f"plan: {acct.get('plan_name')}  searches left: {acct.get('plan_searches_left')}")
        return
    if not a.query:
        ap.error("query required")
    for page in range(a.pages):
        data = get("/search.json", {"engine": a.engine, "q": a.query, "gl": a.gl,
                                     "hl": a.hl, "start": page * 10})
        for item in data.get("organic_results", []):
            print(f"{item.get('position'):>3}  {item.get('title', '')[:70]:70}  {item.get('link')}")


if __name__ == "__main__":
    main()
