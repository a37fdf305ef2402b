#!/usr/bin/env python3
"""Group Loki log lines by a normalised fingerprint and print the top N."""
import argparse
import collections
import os
import re
import sys
import time

import requests

NUM = re.compile(r"\b\d+\b")
HEX = re.compile(r"\b[0-9a-f]{8,}\b", re.I)
UUID = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I)


def parse_since(s: str) -> int:
    m = re.fullmatch(r"(\d+)([smhd])", s)
    if not m:
        raise SystemExit(f"bad --since {s!r}")
    n, unit = int(m.group(1)), m.group(2)
    return n * {"s": 1, "m": 60, "h": 3600, "d": 86400}[unit]


def fingerprint(line: str) -> str:
    line = UUID.sub("<uuid>", line)
    line = HEX.sub("<hex>", line)
    return NUM.sub("<n>", line)[:200]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--since", default="1h")
    ap.add_argument("--limit", type=int, default=5000)
    ap.add_argument("--top", type=int, default=15)
    a = ap.parse_args()

    addr = os.environ.get("LOKI_ADDR")
    if not addr:
        print("set LOKI_ADDR", file=sys.stderr)
        return 2
    auth = None
    if os.environ.get("LOKI_USERNAME"):
        auth = (os.environ["LOKI_USERNAME"], os.environ.get("LOKI_PASSWORD", ""))
    headers = {}
    if os.environ.get("LOKI_ORG_ID"):
        headers["X-Scope-OrgID"] = os.environ["LOKI_ORG_ID"]

    end = time.time_ns()
    start = end - parse_since(a.since) * 1_000_000_000
    r = requests.get(
        f"{addr.rstrip('/')}/loki/api/v1/query_range",
        params={"query": a.query, "start": start, "end": end,
                "limit": a.limit, "direction": "backward"},
        auth=auth, headers=headers, timeout=30,
    )
    r.raise_for_status()
    counts = collections.Counter()
    sample = {}
    for stream in r.json()["data"]["result"]:
        for _ts, line in stream["values"]:
            fp = fingerprint(line)
            counts[fp] += 1
            sample.setdefault(fp, line)
    for fp, n in counts.most_common(a.top):
        print(f"{n:6d}  {sample[fp][:160]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
