#!/usr/bin/env python3
"""Crawl lịch sự website của người dùng để tạo sitemap."""
import argparse
import csv
import time
import urllib.robotparser
from urllib.parse import urljoin, urlparse
from xml.sax.saxutils import escape

import requests
from bs4 import BeautifulSoup

UA = "SitemapBot/1.0 (+owner-run)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("--max-pages", type=int, default=2000)
    ap.add_argument("--delay", type=float, default=1.0)
    a = ap.parse_args()

    host = urlparse(a.start).netloc
    rp = urllib.robotparser.RobotFileParser(urljoin(a.start, "/robots.txt"))
    rp.read()
    delay = max(a.delay, rp.crawl_delay(UA) or 0)

    queue, seen, ok, broken = [a.start], set(), [], []
    while queue and len(seen) < a.max_pages:
        url = queue.pop(0)
        if url in seen or not rp.can_fetch(UA, url):
            continue
        seen.add(url)
        r = requests.get(url, headers={"User-Agent": UA}, timeout=20)
        if r.status_code != 200:
            broken.append((url, r.status_code))
        elif "text/html" in r.headers.get("content-type", ""):
            soup = BeautifulSoup(r.text, "html.parser")
            robots = soup.find("meta", attrs={"name": "robots"})
            if not (robots and "noindex" in robots.get("content", "")):
                ok.append((url, r.headers.get("Last-Modified")))
            for link in soup.select("a[href]"):
                nxt = urljoin(url, link["href"]).split("#")[0]
                if urlparse(nxt).netloc == host and "utm_" not in nxt:
                    queue.append(nxt)
        time.sleep(delay)

    with open("sitemap.xml", "w", encoding="utf-8") as fh:
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')
        for u, _ in ok:
            fh.write(f"  <url><loc>{escape(u)}</loc></url>\n")
        fh.write("</urlset>\n")
    with open("broken-links.csv", "w", newline="") as fh:
        csv.writer(fh).writerows([("url", "status"), *broken])
    print(f"{len(seen)} trang, {len(ok)} trong sitemap, {len(broken)} link hỏng")


if __name__ == "__main__":
    main()
