#!/usr/bin/env python3
"""Fetch articles and save them as Markdown notes with citation front-matter."""
import argparse
import configparser
import datetime as dt
import re
import time
import urllib.robotparser
from pathlib import Path
from urllib.parse import urlparse

import certifi
import requests
import trafilatura

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).resolve().parent.parent / "fetcher.ini")
http = cfg["http"]
if not http.getboolean("verify"):
    raise SystemExit("fetcher.ini: verify must be true; use ca_bundle for custom CAs")
bundle = certifi.where() if http["ca_bundle"] == "certifi" else http["ca_bundle"]

session = requests.Session()
session.verify = bundle
session.headers["User-Agent"] = http["user_agent"]
last_hit = {}


def robots_ok(url):
    p = urlparse(url)
    rp = urllib.robotparser.RobotFileParser(f"{p.scheme}://{p.netloc}/robots.txt")
    try:
        rp.read()
    except Exception:
        return True
    return rp.can_fetch(http["user_agent"], url)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("urls")
    ap.add_argument("--out", default="notes")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(exist_ok=True)
    failed = []
    for url in [u.strip() for u in open(a.urls) if u.strip() and not u.startswith("#")]:
        host = urlparse(url).netloc
        wait = last_hit.get(host, 0) + http.getfloat("delay_seconds") - time.time()
        if wait > 0:
            time.sleep(wait)
        if not robots_ok(url):
            failed.append((url, "robots.txt"))
            continue
        try:
            r = session.get(url, timeout=http.getint("timeout"))
            r.raise_for_status()
        except requests.exceptions.SSLError:
            failed.append((url, "TLS error"))
            continue
        except requests.RequestException as e:
            failed.append((url, str(e)))
            continue
        finally:
            last_hit[host] = time.time()
        meta = trafilatura.extract_metadata(r.text)
        body = trafilatura.extract(r.text, include_links=False) or ""
        title = (meta.title if meta else None) or url
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:60]
        fm = [
            "---",
            f'title: "{title.replace(chr(34), chr(39))}"',
            f'author: "{(meta.author if meta else "") or ""}"',
            f"date: {(meta.date if meta else '') or ''}",
            f"url: {url}",
            f"fetched: {dt.date.today().isoformat()}",
            "---",
            "",
        ]
        (out / f"{slug}.md").write_text("\n".join(fm) + body + "\n")
        print("saved", slug)
    for url, why in failed:
        print(f"could not fetch ({why}): {url}")


if __name__ == "__main__":
    main()
