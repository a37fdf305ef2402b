#!/usr/bin/env python3
"""Rate-limited backfill to Amplitude Batch API with bounded retries."""
import argparse
import json
import os
import sys
import time
from pathlib import Path

import requests

URL = "https://api2.amplitude.com/batch"
MAX_RETRIES = 5
BATCH = 500


def post(events, key):
    for attempt in range(MAX_RETRIES):
        r = requests.post(URL, json={"api_key": key, "events": events}, timeout=60)
        if r.status_code == 200:
            return
        if r.status_code in (429, 500, 502, 503):
            time.sleep(min(60, 2 ** attempt))
            continue
        sys.exit(f"fatal {r.status_code}: {r.text[:300]}")
    sys.exit("giving up after retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--rps", type=float, default=10)
    a = ap.parse_args()
    key = os.environ["AMPLITUDE_API_KEY"]
    ckpt = Path(a.path + ".ckpt")
    done = int(ckpt.read_text()) if ckpt.exists() else 0
    buf, line_no = [], 0
    with open(a.path) as fh:
        for line_no, line in enumerate(fh, 1):
            if line_no <= done:
                continue
            buf.append(json.loads(line))
            if len(buf) == BATCH:
                post(buf, key); buf = []
                ckpt.write_text(str(line_no))
                time.sleep(1 / a.rps)
    if buf:
        post(buf, key); ckpt.write_text(str(line_no))
    print("backfill complete at line", line_no)


if __name__ == "__main__":
    main()
