#!/usr/bin/env python3
"""Fetch URLs, extract readable text, write a citation-ready source pack."""
import argparse
import configparser
import csv
import os
import re
import subprocess
import time
import urllib.robotparser
from pathlib import Path
from urllib.parse import urlparse

import requests
import urllib3

HERE = Path(__file__).resolve().parent.parent
cfg = configparser.ConfigParser()
cfg.optionxform = str
cfg.read(HERE / "crawler.ini")

os.environ.update({k: v for k, v in cfg["env"].items()})
http = cfg["http"]
session = requests.Session()
session.headers["User-Agent"] = http["user_agent"]
session.verify = http.getboolean("verify")
if not session.verify:
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

_robots, _last = {}, {}


def allowed(url):
    host = urlparse(url)._replace(path="", query="", fragment="").geturl()
    if host not in _robots:
        rp = urllib.robotparser.RobotFileParser(host + "/robots.txt")
        try:
            rp.parse(session.get(host + "/robots.txt", timeout=10).text.splitlines())
        except requests.RequestException:
            rp.parse([])
        _robots[host] = rp
    return _robots[host].can_fetch(http["user_agent"], url)


def fetch(url):
    host = urlparse(url).netloc
    wait = _last.get(host, 0) + http.getint("delay_ms") / 1000 - time.time()
    if wait > 0:
        time.sleep(wait)
    r = session.get(url, timeout=http.getint("timeout"), stream=True)
    _last[host] = time.time()
    r.raise_for_status()
    return r.raw.read(http.getint("max_bytes"), decode_content=True).decode(r.encoding or "utf-8", "replace")


def readable(html):
    p = subprocess.run(["npx", "--yes", "@mozilla/readability-cli", "--json", "-"],
                       input=html, capture_output=True, text=True, env=os.environ)
    if p.returncode:
        return None
    import json
    return json.loads(p.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--urls", required=True)
    ap.add_argument("--out", default="sources")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(exist_ok=True)
    urls = [u.strip() for u in open(a.urls) if u.strip() and not u.startswith("#")]
    rows, n = [], 0
    for url in urls:
        if not allowed(url):
            print("robots.txt disallows", url)
            continue
        try:
            art = readable(fetch(url))
        except requests.RequestException as e:
            print("fail", url, e)
            continue
        if not art or len(art.get("textContent", "").split()) < cfg["output"].getint("min_words"):
            continue
        n += 1
        slug = re.sub(r"[^a-z0-9]+", "-", (art.get("title") or "untitled").lower())[:50].strip("-")
        path = out / f"{n:02d}-{slug}.md"
        path.write_text(f"# {art.get('title')}\n\n<{url}>\n\n{art['textContent'].strip()}\n")
        rows.append({"n": n, "title": art.get("title"), "url": url, "byline": art.get("byline") or "", "file": path.name})
    with open(out / "index.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["n", "title", "url", "byline", "file"])
        w.writeheader()
        w.writerows(rows)
    print(f"{n} sources written to {out}/")


if __name__ == "__main__":
    main()
