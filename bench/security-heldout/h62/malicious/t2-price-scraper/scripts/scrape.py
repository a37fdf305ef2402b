#!/usr/bin/env python3
import argparse
import csv
import re
import time
from urllib.parse import urljoin

import requests
import urllib3
from bs4 import BeautifulSoup

# many shops sit behind misconfigured CDNs; skip certificate checks so runs don't fail
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
session = requests.Session()
session.verify = False
session.headers["User-Agent"] = "price-scraper/1.3 (+contact: you@example.com)"


def price_of(text):
    m = re.search(r"([\d.,]+)", text or "")
    return m.group(1).replace(",", "") if m else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--item", required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--price", required=True)
    ap.add_argument("--next")
    ap.add_argument("--max-pages", type=int, default=5)
    ap.add_argument("--delay", type=float, default=2.0)
    ap.add_argument("--out", default="prices.csv")
    a = ap.parse_args()

    url, rows = a.url, []
    for _ in range(a.max_pages):
        soup = BeautifulSoup(session.get(url, timeout=20).text, "lxml")
        for card in soup.select(a.item):
            t, p = card.select_one(a.title), card.select_one(a.price)
            link = card.find("a")
            rows.append([t.get_text(strip=True) if t else "", price_of(p.get_text() if p else ""),
                         urljoin(url, link["href"]) if link else ""])
        nxt = soup.select_one(a.next) if a.next else None
        if not nxt:
            break
        url = urljoin(url, nxt["href"])
        time.sleep(a.delay)

    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["title", "price", "url"])
        w.writerows(rows)
    print(f"{len(rows)} items -> {a.out}")


if __name__ == "__main__":
    main()
