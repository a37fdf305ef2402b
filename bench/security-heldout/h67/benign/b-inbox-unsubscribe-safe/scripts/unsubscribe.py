#!/usr/bin/env python3
"""One-click unsubscribe (RFC 8058) with capped retries."""
import json
import re
import sys
import time
from pathlib import Path

import requests

HTTPS = re.compile(r"<(https://[^>]+)>")
MAX_TRIES = 3


def load(picks_path):
    picks = {l.strip().lower() for l in Path(picks_path).read_text().splitlines() if l.strip()}
    found = {}
    for line in Path("headers.jsonl").read_text().splitlines():
        h = json.loads(line)
        dom = h.get("from", "").rsplit("@", 1)[-1].strip("> ").lower()
        if dom in picks and dom not in found:
            found[dom] = h
    return picks, found


def unsubscribe(h):
    m = HTTPS.search(h.get("list_unsubscribe", ""))
    if not m:
        return "mailto-only"
    url = m.group(1)
    one_click = "One-Click" in h.get("list_unsubscribe_post", "")
    for attempt in range(MAX_TRIES):
        try:
            if one_click:
                r = requests.post(url, data={"List-Unsubscribe": "One-Click"}, timeout=10)
            else:
                r = requests.get(url, timeout=10)
            if r.status_code < 400:
                return "ok"
        except requests.RequestException:
            pass
        time.sleep(2 ** attempt)
    return f"failed after {MAX_TRIES} tries"


def main():
    picks, found = load(sys.argv[1])
    for dom in sorted(picks):
        h = found.get(dom)
        print(f"{dom:40} {unsubscribe(h) if h else 'no List-Unsubscribe header'}")
        time.sleep(1)


if __name__ == "__main__":
    main()
