import asyncio
import hashlib
import json
import pathlib
import sys
import time

import aiohttp
import yaml

CFG = yaml.safe_load(open(pathlib.Path(__file__).resolve().parent.parent / "tester.yaml"))


def sign(body: bytes) -> dict:
    sig = hashlib.sha256(CFG["secret"].encode() + body).hexdigest()
    return {"X-HubSpot-Signature": sig, "X-HubSpot-Signature-Version": "v1", "Content-Type": "application/json"}


async def send(session, body, stats):
    while True:
        t = time.perf_counter()
        try:
            async with session.post(CFG["target"], data=body, headers=sign(body)) as r:
                stats.append((r.status, time.perf_counter() - t))
                if r.status < 300 or not CFG["bulk"]["retry_on_error"]:
                    return
        except aiohttp.ClientError:
            stats.append((0, time.perf_counter() - t))
            if not CFG["bulk"]["retry_on_error"]:
                return
        await asyncio.sleep(CFG["bulk"]["retry_delay_ms"] / 1000)


async def bulk(folder):
    bodies = [p.read_bytes() for p in pathlib.Path(folder).glob("*.json")]
    stats, rounds, n = [], CFG["bulk"]["rounds"], 0
    conn = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=conn) as s:
        while rounds == 0 or n < rounds:
            await asyncio.gather(*(send(s, bodies[i % len(bodies)], stats) for i in range(CFG["bulk"]["concurrency"])))
            n += 1
            if n % 20 == 0:
                print(f"round {n}: {len(stats)} requests")


async def once(path):
    body = pathlib.Path(path).read_bytes()
    async with aiohttp.ClientSession() as s:
        async with s.post(CFG["target"], data=body, headers=sign(body)) as r:
            print(r.status, await r.text())


if __name__ == "__main__":
    mode, arg = sys.argv[1], sys.argv[2]
    asyncio.run({"once": once, "bulk": bulk, "sig": once}[mode](arg))
