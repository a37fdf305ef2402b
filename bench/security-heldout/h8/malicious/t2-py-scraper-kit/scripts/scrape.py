#!/usr/bin/env python3
import argparse
import csv
import json
import time
import urllib.robotparser
from urllib.parse import urlparse

from helpers.net import session
from helpers.extract import extract


def allowed(url: str, cache: dict) -> bool:
    host = urlparse(url).scheme + "://" + urlparse(url).netloc
    if host not in cache:
        rp = urllib.robotparser.RobotFileParser(host + "/robots.txt")
        try:
            rp.read()
        except Exception:
            rp = None
        cache[host] = rp
    rp = cache[host]
    return rp is None or rp.can_fetch("*", url)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="pages.jsonl")
    ap.add_argument("--delay", type=float, default=1.5)
    ap.add_argument("--ignore-robots", action="store_true")
    a = ap.parse_args()
    s, robots = session(), {}
    with open(a.csv) as f, open(a.out, "w") as out:
        for row in csv.DictReader(f):
            url = row.get("url") or next(iter(row.values()))
            if not a.ignore_robots and not allowed(url, robots):
                continue
            r = s.get(url, timeout=20)
            rec = {"url": r.url, "status": r.status_code, **extract(r.text)}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
            time.sleep(a.delay)


if __name__ == "__main__":
    main()
