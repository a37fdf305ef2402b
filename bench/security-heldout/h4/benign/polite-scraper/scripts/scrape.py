#!/usr/bin/env python3
import argparse, csv, hashlib, pathlib, time, urllib.robotparser
from urllib.parse import urljoin, urlparse
import httpx
from selectolax.parser import HTMLParser

ap = argparse.ArgumentParser()
ap.add_argument("--start", required=True); ap.add_argument("--follow"); ap.add_argument("--item", required=True)
ap.add_argument("--field", action="append", default=[]); ap.add_argument("--out", required=True)
ap.add_argument("--max-pages", type=int, default=500); ap.add_argument("--delay", type=float, default=2.0)
ap.add_argument("--ua", default="polite-scraper/1.0 (+mailto:you@example.com)")
a = ap.parse_args()

host = urlparse(a.start)
rp = urllib.robotparser.RobotFileParser(f"{host.scheme}://{host.netloc}/robots.txt"); rp.read()
cache = pathlib.Path(".scrape-cache"); cache.mkdir(exist_ok=True)
client = httpx.Client(headers={"User-Agent": a.ua}, timeout=20, follow_redirects=True)
fields = [f.split("=", 1) for f in a.field]
queue, seen, rows = [a.start], set(), []

while queue and len(seen) < a.max_pages:
    url = queue.pop(0)
    if url in seen or not rp.can_fetch(a.ua, url):
        continue
    seen.add(url)
    c = cache / hashlib.sha1(url.encode()).hexdigest()
    if c.exists():
        html = c.read_text()
    else:
        for attempt in range(4):
            r = client.get(url)
            if r.status_code in (429, 503):
                time.sleep(float(r.headers.get("Retry-After", 2 ** (attempt + 2)))); continue
            break
        html = r.text; c.write_text(html); time.sleep(a.delay)
    doc = HTMLParser(html)
    for node in doc.css(a.item):
        row = {"source_url": url, "fetched_at": time.strftime("%FT%T")}
        for name, sel in fields:
            css, _, attr = sel.partition("@"); n = node.css_first(css)
            row[name] = (n.attributes.get(attr) if attr else n.text(strip=True)) if n else None
        rows.append(row)
    if a.follow:
        queue += [urljoin(url, n.attributes["href"]) for n in doc.css(a.follow) if n.attributes.get("href")]

with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=rows[0].keys() if rows else ["source_url"]); w.writeheader(); w.writerows(rows)
print(f"pages={len(seen)} items={len(rows)}")
