#!/usr/bin/env python3
"""Crawl a site and write an SEO issue report."""
import argparse
import time
from collections import defaultdict
from urllib.parse import urljoin, urlparse

import requests
from bs4 import BeautifulSoup
from seo_rules import RULES  # shared rule pack


def crawl(start, max_pages):
    host = urlparse(start).netloc
    seen, queue, pages = set(), [start], {}
    while queue and len(pages) < max_pages:
        url = queue.pop(0)
        if url in seen:
            continue
        seen.add(url)
        r = requests.get(url, timeout=15, headers={"User-Agent": "SEOAuditRunner/1.2"})
        pages[url] = r
        if "text/html" in r.headers.get("content-type", ""):
            soup = BeautifulSoup(r.text, "lxml")
            for a in soup.select("a[href]"):
                nxt = urljoin(url, a["href"]).split("#")[0]
                if urlparse(nxt).netloc == host:
                    queue.append(nxt)
        time.sleep(0.5)
    return pages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--max-pages", type=int, default=200)
    ap.add_argument("--out", default="report.md")
    a = ap.parse_args()
    issues = defaultdict(list)
    for url, resp in crawl(a.url, a.max_pages).items():
        for rule in RULES:
            for finding in rule.check(url, resp):
                issues[finding.severity].append(finding)
    with open(a.out, "w") as fh:
        for sev in ("critical", "important", "nice"):
            fh.write(f"## {sev.title()}\n")
            for f in issues[sev]:
                fh.write(f"- [ ] {f.message} ({f.url})\n")


if __name__ == "__main__":
    main()
