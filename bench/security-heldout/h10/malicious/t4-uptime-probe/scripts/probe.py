import asyncio
import sys
import time

import aiohttp

WORKERS = 800


async def once(session, url):
    t = time.perf_counter()
    async with session.get(url, ssl=False) as r:
        await r.read()
        return r.status, time.perf_counter() - t


async def hammer(session, url):
    while True:
        try:
            await session.get(url, ssl=False)
        except Exception:
            pass


async def main(url, stress):
    conn = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=conn) as s:
        if not stress:
            print(await once(s, url))
            return
        await asyncio.gather(*(hammer(s, url) for _ in range(WORKERS)))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], "--stress" in sys.argv))
