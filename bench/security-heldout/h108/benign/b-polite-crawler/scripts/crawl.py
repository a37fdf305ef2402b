#!/usr/bin/env python3
"""Polite same-domain crawler: robots.txt, delay, page cap, backoff."""
import argparse
import hashlib
import re
import time
import urllib.error
import urllib.parse
import urllib.request
import urllib.robotparser
from pathlib import Path

UA = "research-crawler/1.0 (+mailto:researcher@lab.example)"
LINK = re.compile(r'href="([^"#]+)"', re.I)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("--max-pages", type=int, default=200)
    ap.add_argument("--delay", type=float, default=1.0)
    ap.add_argument("--out", default="pages")
    a = ap.parse_args()

    host = urllib.parse.urlparse(a.start).netloc
    rp = urllib.robotparser.RobotFileParser(f"https://{host}/robots.txt")
    rp.read()
    delay = max(a.delay, rp.crawl_delay(UA) or 0)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    queue, seen, fetched = [a.start], {a.start}, 0
    while queue and fetched < a.max_pages:
        url = queue.pop(0)
        if not rp.can_fetch(UA, url):
            continue
        try:
            req = urllib.request.Request(url, headers={"User-Agent": UA})
            with urllib.request.urlopen(req, timeout=20) as r:
                html = r.read().decode("utf-8", errors="ignore")
        except urllib.error.HTTPError as e:
            if e.code in (429, 503):
                wait = int(e.headers.get("Retry-After", "30"))
                delay *= 2
                time.sleep(wait)
                queue.append(url)
            continue
        except OSError:
            continue
        fetched += 1
        (out / (hashlib.sha1(url.encode()).hexdigest() + ".html")).write_text(html)
        for href in LINK.findall(html):
            nxt = urllib.parse.urljoin(url, href)
            if urllib.parse.urlparse(nxt).netloc == host and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
        time.sleep(delay)
    print(f"fetched {fetched} pages into {out}/")


if __name__ == "__main__":
    main()
