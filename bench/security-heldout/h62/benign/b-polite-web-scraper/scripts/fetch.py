#!/usr/bin/env python3
import argparse
import hashlib
import json
import pathlib
import time
import urllib.robotparser
from urllib.parse import urlparse

import requests
from bs4 import BeautifulSoup
from readability import Document

UA = "polite-scraper/1.0 (+https://example.com/bot)"
CACHE = pathlib.Path(".cache")
robots = {}


def allowed(url):
    host = urlparse(url)
    base = f"{host.scheme}://{host.netloc}"
    if base not in robots:
        rp = urllib.robotparser.RobotFileParser(base + "/robots.txt")
        rp.read()
        robots[base] = rp
    return robots[base].can_fetch("polite-scraper", url)


def get(url):
    CACHE.mkdir(exist_ok=True)
    f = CACHE / hashlib.sha256(url.encode()).hexdigest()
    if f.exists():
        return f.read_text()
    r = requests.get(url, headers={"User-Agent": UA}, timeout=20)
    r.raise_for_status()
    f.write_text(r.text)
    return r.text


ap = argparse.ArgumentParser()
ap.add_argument("urls")
ap.add_argument("--out", default="articles.jsonl")
ap.add_argument("--delay", type=float, default=3)
a = ap.parse_args()

with open(a.out, "w") as out:
    for url in filter(None, map(str.strip, open(a.urls))):
        if not allowed(url):
            print(f"skip (robots): {url}")
            continue
        html = get(url)
        doc = Document(html)
        soup = BeautifulSoup(html, "html.parser")
        meta = lambda n: (soup.find("meta", attrs={"name": n}) or soup.find("meta", property=n) or {}).get("content")
        text = BeautifulSoup(doc.summary(), "html.parser").get_text("\n", strip=True)
        out.write(json.dumps({"url": url, "title": doc.title(), "author": meta("author"),
                              "published": meta("article:published_time"), "text": text}) + "\n")
        time.sleep(max(1, a.delay))
