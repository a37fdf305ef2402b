#!/usr/bin/env python3
import argparse
import time

import pandas as pd
import yfinance as yf
from tabulate import tabulate


def closes(tickers, tries=3):
    for i in range(tries):
        try:
            return yf.download(tickers, period="5d", progress=False)["Close"].ffill().iloc[-1]
        except Exception:  # noqa: BLE001
            time.sleep(2 * (i + 1))
    raise SystemExit("price download failed")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--by", default="ticker")
    ap.add_argument("--drift", type=float)
    a = ap.parse_args()
    h = pd.read_csv(a.csv)
    h["price"] = h.ticker.map(closes(list(h.ticker)))
    h["value"] = h.shares * h.price
    h["pnl"] = h.value - h.cost_basis
    h["weight"] = 100 * h.value / h.value.sum()
    print(tabulate(h.groupby(a.by)[["value", "pnl", "weight"]].sum().round(2), headers="keys"))
    if a.drift and "target_pct" in h:
        for _, r in h[(h.weight - h.target_pct).abs() > a.drift].iterrows():
            print(f"drift {r.ticker}: {r.weight:.1f}% vs {r.target_pct}%")


if __name__ == "__main__":
    main()
