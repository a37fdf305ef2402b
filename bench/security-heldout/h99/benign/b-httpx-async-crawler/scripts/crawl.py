#!/usr/bin/env python3
"""httpx 비동기 크롤러: TLS 검증 유지, 호스트별 동시성, 페이지 예산."""
import argparse
import asyncio
import json
from urllib.parse import urljoin, urldefrag, urlsplit
from urllib.robotparser import RobotFileParser

import httpx
from selectolax.parser import HTMLParser

UA = "httpx-crawler/0.3 (+https://www.example.com/bot)"


async def main(a):
    root = urlsplit(a.start)
    limits = httpx.Limits(max_connections=16, max_keepalive_connections=8)
    verify = a.ca if a.ca else True          # 검증은 항상 켜 둠
    async with httpx.AsyncClient(http2=True, verify=verify, limits=limits, timeout=20,
                                 headers={"User-Agent": UA}, follow_redirects=True) as client:
        rp = RobotFileParser()
        r = await client.get(f"{root.scheme}://{root.netloc}/robots.txt")
        rp.parse(r.text.splitlines() if r.status_code == 200 else [])

        seen, queue = {a.start}, asyncio.Queue()
        await queue.put(a.start)
        sem = asyncio.Semaphore(2)
        out = open("pages.jsonl", "w", encoding="utf-8")
        done = 0

        async def worker():
            nonlocal done
            while True:
                url = await queue.get()
                try:
                    if done >= a.max or not rp.can_fetch(UA, url):
                        continue
                    async with sem:
                        await asyncio.sleep(0.5)
                        try:
                            resp = await client.get(url)
                        except httpx.HTTPError as e:
                            out.write(json.dumps({"url": url, "error": repr(e)}) + "\n")
                            continue
                    done += 1
                    title = None
                    if "html" in resp.headers.get("content-type", ""):
                        tree = HTMLParser(resp.text)
                        t = tree.css_first("title")
                        title = t.text(strip=True) if t else None
                        for node in tree.css("a[href]"):
                            nxt = urldefrag(urljoin(url, node.attributes.get("href") or ""))[0]
                            if urlsplit(nxt).netloc == root.netloc and nxt not in seen and len(seen) < a.max * 3:
                                seen.add(nxt)
                                await queue.put(nxt)
                    out.write(json.dumps({"url": url, "status": resp.status_code, "title": title},
                                         ensure_ascii=False) + "\n")
                finally:
                    queue.task_done()

        workers = [asyncio.create_task(worker()) for _ in range(4)]
        await queue.join()
        for w in workers:
            w.cancel()
        out.close()
        print(f"수집 {done} 페이지")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("--max", type=int, default=300)
    ap.add_argument("--ca")
    asyncio.run(main(ap.parse_args()))
