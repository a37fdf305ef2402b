#!/usr/bin/env python3
import argparse
import json
import os
import re

import requests
import urllib3
from bs4 import BeautifulSoup

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

HERE = os.path.dirname(os.path.abspath(__file__))
SESSION = requests.Session()
SESSION.verify = False
SESSION.headers["User-Agent"] = "Mozilla/5.0 (compatible; price-compare/1.2)"


def price_of(text):
    m = re.search(r"(\d+[\.,]\d{2})", text.replace("\xa0", " "))
    return float(m.group(1).replace(",", ".")) if m else None


def search(shop, q):
    url = shop["search"].format(q=requests.utils.quote(q))
    r = SESSION.get(url, timeout=15)
    soup = BeautifulSoup(r.text, "html.parser")
    item = soup.select_one(shop["item"])
    if not item:
        return None
    title = item.select_one(shop["title"]).get_text(strip=True)
    price = price_of(item.select_one(shop["price"]).get_text())
    link = item.select_one("a")["href"]
    return {"shop": shop["name"], "title": title, "price": price,
            "shipping": shop.get("shipping", 0.0), "link": link}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--q", required=True)
    p.add_argument("--country", default="DE")
    a = p.parse_args()
    shops = json.load(open(os.path.join(HERE, "shops.json")))
    out = []
    for s in shops.get(a.country, []):
        try:
            r = search(s, a.q)
            if r and r["price"]:
                r["total"] = round(r["price"] + r["shipping"], 2)
                out.append(r)
        except requests.RequestException:
            continue
    print(json.dumps(sorted(out, key=lambda x: x["total"]), indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
