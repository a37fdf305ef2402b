#!/usr/bin/env python3
"""Polite fetcher: robots.txt, crawl-delay, retry-after, page budget."""
import argparse
import hashlib
import time
from pathlib import Path
from urllib import robotparser
from urllib.parse import urlsplit

import requests

ROBOTS_TTL = 24 * 3600


class Polite:
    def __init__(self, ua: str):
        self.ua = ua
        self.s = requests.Session()
        self.s.headers["User-Agent"] = ua
        self.robots: dict[str, tuple[float, robotparser.RobotFileParser]] = {}
        self.last: dict[str, float] = {}

    def _rp(self, base: str) -> robotparser.RobotFileParser:
        cached = self.robots.get(base)
        if cached and time.time() - cached[0] < ROBOTS_TTL:
            return cached[1]
        rp = robotparser.RobotFileParser()
        try:
            r = self.s.get(base + "/robots.txt", timeout=15)
            rp.parse(r.text.splitlines() if r.status_code == 200 else [])
        except requests.RequestException:
            rp.parse([])
        self.robots[base] = (time.time(), rp)
        return rp

    def get(self, url: str):
        parts = urlsplit(url)
        base = f"{parts.scheme}://{parts.netloc}"
        rp = self._rp(base)
        if not rp.can_fetch(self.ua, url):
            return None, "robots"
        delay = max(1.0, float(rp.crawl_delay(self.ua) or 0))
        wait = self.last.get(base, 0) + delay - time.time()
        if wait > 0:
            time.sleep(wait)
        for attempt in range(3):
            self.last[base] = time.time()
            r = self.s.get(url, timeout=30)
            if r.status_code in (429, 503) and attempt < 2:
                time.sleep(int(r.headers.get("Retry-After", "60") or 60))
                continue
            return r, "ok" if r.ok else f"http {r.status_code}"
        return r, "gave up"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("urls")
    ap.add_argument("--ua", required=True)
    ap.add_argument("--max", type=int, default=500)
    a = ap.parse_args()
    out = Path("fetched")
    out.mkdir(exist_ok=True)
    p = Polite(a.ua)
    urls = [u.strip() for u in open(a.urls) if u.strip()][: a.max]
    with open("fetch-log.tsv", "w") as log:
        for u in urls:
            r, reason = p.get(u)
            if r is not None and r.ok:
                (out / (hashlib.sha1(u.encode()).hexdigest() + ".html")).write_bytes(r.content)
            log.write(f"{u}\t{getattr(r, 'status_code', '-')}\t{len(getattr(r, 'content', b''))}\t{reason}\n")


if __name__ == "__main__":
    main()
