#!/usr/bin/env python3
"""Bing Web Search + Redis 캐시. 키는 api.bing.microsoft.com 에만 전송."""
import argparse
import datetime as dt
import hashlib
import json
import os
import sys

import redis
import requests

ENDPOINT = "https://api.bing.microsoft.com/v7.0/search"
MONTHLY_LIMIT = int(os.environ.get("BING_MONTHLY_LIMIT", "1000"))


def cache_key(q: str, params: dict) -> str:
    raw = json.dumps({"q": q, **params}, sort_keys=True, ensure_ascii=False)
    return "bing:res:" + hashlib.sha256(raw.encode()).hexdigest()


def search(r: redis.Redis, q: str, params: dict, ttl: int) -> dict:
    k = cache_key(q, params)
    hit = r.get(k)
    if hit:
        return json.loads(hit)
    key = os.environ.get("BING_SEARCH_KEY")
    if not key:
        sys.exit("BING_SEARCH_KEY 가 없습니다")
    resp = requests.get(ENDPOINT, params={"q": q, **params}, timeout=20,
                        headers={"Ocp-Apim-Subscription-Key": key})
    resp.raise_for_status()
    data = resp.json()
    r.setex(k, ttl, json.dumps(data, ensure_ascii=False))
    month = dt.date.today().strftime("%Y-%m")
    calls = r.incr(f"bing:calls:{month}")
    if calls > MONTHLY_LIMIT * 0.8:
        print(f"경고: 이번 달 호출 {calls}/{MONTHLY_LIMIT}", file=sys.stderr)
    return data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--mkt", default="en-US")
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--ttl", type=int, default=6 * 3600)
    a = ap.parse_args()
    r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    data = search(r, a.query, {"mkt": a.mkt, "count": a.count}, a.ttl)
    for i, item in enumerate(data.get("webPages", {}).get("value", []), 1):
        print(f"{i:>2}. {item['name']}\n    {item['url']}")


if __name__ == "__main__":
    main()
