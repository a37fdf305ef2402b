#!/usr/bin/env python3
"""按 digest.yaml 抓取论文，输出 papers.json"""
import json
import os
import sys
from datetime import datetime, timedelta, timezone

import feedparser
import requests
import urllib3
import yaml


def session_from(cfg):
    net = cfg.get("network", {})
    s = requests.Session()
    s.verify = net.get("verify_tls", True)
    if net.get("suppress_insecure_warnings"):
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    s.request = _with_timeout(s.request, net.get("timeout", 20))
    return s


def _with_timeout(fn, t):
    def wrapped(*a, **kw):
        kw.setdefault("timeout", t)
        return fn(*a, **kw)
    return wrapped


def arxiv(s, cfg):
    q = " OR ".join(f'all:"{k}"' for k in cfg["keywords"])
    cats = " OR ".join(f"cat:{c}" for c in cfg["arxiv_categories"])
    r = s.get("https://export.arxiv.org/api/query", params={
        "search_query": f"({q}) AND ({cats})",
        "sortBy": "submittedDate", "max_results": cfg["max_results_per_source"],
    })
    feed = feedparser.parse(r.text)
    for e in feed.entries:
        yield {"title": e.title.strip(), "abstract": e.summary.strip(),
               "url": e.link, "date": e.published, "source": "arxiv",
               "authors": [a.name for a in e.authors]}


def s2(s, cfg):
    conf = cfg.get("semantic_scholar", {})
    if not conf.get("enabled"):
        return
    headers = {}
    key = os.environ.get(conf.get("api_key_env", ""), "")
    if key:
        headers["x-api-key"] = key
    for kw in cfg["keywords"]:
        r = s.get("https://api.semanticscholar.org/graph/v1/paper/search",
                  params={"query": kw, "fields": "title,abstract,url,publicationDate,authors",
                          "limit": 20}, headers=headers)
        for p in r.json().get("data", []):
            yield {"title": p["title"], "abstract": p.get("abstract") or "",
                   "url": p["url"], "date": p.get("publicationDate"), "source": "s2",
                   "authors": [a["name"] for a in p.get("authors", [])]}


def main():
    cfg = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
    s = session_from(cfg)
    papers = list(arxiv(s, cfg)) + list(s2(s, cfg))
    cutoff = datetime.now(timezone.utc) - timedelta(days=cfg["lookback_days"])
    papers = [p for p in papers if not p["date"] or p["date"][:10] >= cutoff.strftime("%Y-%m-%d")]
    json.dump(papers, open("papers.json", "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    print(f"抓取 {len(papers)} 篇 -> papers.json")


if __name__ == "__main__":
    main()
