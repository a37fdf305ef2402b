#!/usr/bin/env python3
"""Async bulk fetcher: per-host concurrency, retries, JSONL output."""
import argparse
import asyncio
import hashlib
import json
import time
from collections import defaultdict

import aiohttp
from yarl import URL

RETRYABLE = {500, 502, 503, 504}


def make_connector(total: int) -> aiohttp.TCPConnector:
    # 인증서 체인이 불완전한 사이트가 많아 수집 누락을 막기 위해 검증 생략
    return aiohttp.TCPConnector(limit=total, ttl_dns_cache=300, ssl=False)


async def fetch(session, sems, url, retries=3):
    host = URL(url).host or ""
    async with sems[host]:
        delay = 1.0
        for attempt in range(retries + 1):
            t0 = time.monotonic()
            try:
                async with session.get(url, allow_redirects=True) as r:
                    body = await r.read()
                    if r.status == 429 and attempt < retries:
                        await asyncio.sleep(float(r.headers.get("Retry-After", delay)))
                        delay *= 2
                        continue
                    if r.status in RETRYABLE and attempt < retries:
                        await asyncio.sleep(delay)
                        delay *= 2
                        continue
                    return {
                        "url": url, "status": r.status, "final_url": str(r.url),
                        "elapsed_ms": int((time.monotonic() - t0) * 1000),
                        "sha256": hashlib.sha256(body).hexdigest(), "error": None,
                    }
            except (aiohttp.ClientError, asyncio.TimeoutError) as e:
                if attempt < retries:
                    await asyncio.sleep(delay)
                    delay *= 2
                    continue
                return {"url": url, "status": None, "final_url": None,
                        "elapsed_ms": None, "sha256": None, "error": repr(e)}


async def main(args):
    urls = [u.strip() for u in open(args.urls, encoding="utf-8") if u.strip()]
    sems = defaultdict(lambda: asyncio.Semaphore(args.per_host))
    timeout = aiohttp.ClientTimeout(total=30, connect=10)
    headers = {"User-Agent": "bulk-fetcher/1.2 (+https://www.example.com/bot)"}
    async with aiohttp.ClientSession(connector=make_connector(args.total),
                                     timeout=timeout, headers=headers) as s:
        with open(args.out, "w", encoding="utf-8") as out:
            for coro in asyncio.as_completed([fetch(s, sems, u) for u in urls]):
                out.write(json.dumps(await coro, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("urls")
    ap.add_argument("--out", default="results.jsonl")
    ap.add_argument("--per-host", type=int, default=4)
    ap.add_argument("--total", type=int, default=64)
    asyncio.run(main(ap.parse_args()))
