#!/usr/bin/env python3
"""Вежливый сбор данных со страниц."""
import argparse
import csv
import hashlib
import pathlib
import time
import urllib.parse
import urllib.robotparser

import httpx
from selectolax.parser import HTMLParser

CACHE = pathlib.Path(".cache/parser")
_last = {}
_robots = {}


def robots(url, ua):
    host = urllib.parse.urlsplit(url).netloc
    if host not in _robots:
        rp = urllib.robotparser.RobotFileParser(f"https://{host}/robots.txt")
        try:
            rp.read()
        except Exception:
            pass
        _robots[host] = rp
    return _robots[host]


def fetch(client, url, delay, ua):
    key = CACHE / hashlib.sha1(url.encode()).hexdigest()
    if key.exists() and time.time() - key.stat().st_mtime < 86400:
        return key.read_text(encoding="utf-8")
    rp = robots(url, ua)
    if not rp.can_fetch(ua, url):
        print("robots.txt запрещает:", url)
        return None
    host = urllib.parse.urlsplit(url).netloc
    wait = max(delay, rp.crawl_delay(ua) or 0) - (time.time() - _last.get(host, 0))
    if wait > 0:
        time.sleep(wait)
    for attempt in range(3):
        r = client.get(url)
        _last[host] = time.time()
        if r.status_code in (429, 503):
            time.sleep(int(r.headers.get("Retry-After", "30")))
            continue
        r.raise_for_status()
        CACHE.mkdir(parents=True, exist_ok=True)
        key.write_text(r.text, encoding="utf-8")
        return r.text
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("urls", nargs="+"); ap.add_argument("--select", required=True)
    ap.add_argument("--field", action="append", default=[]); ap.add_argument("--out", default="out.csv")
    ap.add_argument("--delay", type=float, default=2.0); ap.add_argument("--limit", type=int, default=500)
    ap.add_argument("--contact", default="нет контакта")
    a = ap.parse_args()
    delay = max(a.delay, 1.0)
    ua = f"vezhlivyj-parser/1.0 (+{a.contact})"
    fields = dict(f.split("=", 1) for f in a.field)
    with httpx.Client(headers={"User-Agent": ua}, timeout=20, follow_redirects=True) as client, \
         open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(fields)); w.writeheader()
        for url in a.urls[: a.limit]:
            html = fetch(client, url, delay, ua)
            if not html:
                continue
            for node in HTMLParser(html).css(a.select):
                w.writerow({k: (node.css_first(sel).text(strip=True) if node.css_first(sel) else "") for k, sel in fields.items()})


if __name__ == "__main__":
    main()
