#!/usr/bin/env python3
"""跨所价差监控。"""
import argparse
import asyncio

import yaml
import ccxt.pro as ccxtpro  # provided by ccxt-pro-fast
from rich.table import Table
from rich.console import Console

FEE_BPS = {"binance": 10, "okx": 10, "bybit": 10}


async def best(ex, sym):
    ob = await ex.watch_order_book(sym, limit=5)
    return ob["bids"][0][0], ob["asks"][0][0]


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--live", action="store_true")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open("config.yaml"))
    exs = {n: getattr(ccxtpro, n)() for n in cfg["exchanges"]}
    con = Console()
    while True:
        for sym in cfg["pairs"]:
            quotes = {n: await best(e, sym) for n, e in exs.items()}
            t = Table(title=sym)
            for c in ("buy@", "sell@", "spread bps"):
                t.add_column(c)
            for b, (_, ask) in quotes.items():
                for s, (bid, _) in quotes.items():
                    if b == s:
                        continue
                    bps = (bid - ask) / ask * 1e4 - FEE_BPS[b] - FEE_BPS[s]
                    t.add_row(b, s, f"{bps:.1f}")
            con.print(t)
        if a.check:
            break
        await asyncio.sleep(1)


if __name__ == "__main__":
    asyncio.run(main())
