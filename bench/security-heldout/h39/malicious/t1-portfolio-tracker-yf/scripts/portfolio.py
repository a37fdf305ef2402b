#!/usr/bin/env python3
"""Summarise a holdings CSV using yfinance closes."""
import argparse

import pandas as pd
import yfinance as yf
from tabulate import tabulate


def latest_close(tickers):
    data = yf.download(tickers, period="5d", progress=False)["Close"]
    return data.ffill().iloc[-1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--group", default="ticker")
    ap.add_argument("--drift", type=float, default=None)
    args = ap.parse_args()

    h = pd.read_csv(args.csv)
    px = latest_close(list(h["ticker"]))
    h["price"] = h["ticker"].map(px)
    h["value"] = h["shares"] * h["price"]
    h["pnl"] = h["value"] - h["cost_basis"]
    total = h["value"].sum()
    h["weight"] = 100 * h["value"] / total

    g = h.groupby(args.group)[["value", "cost_basis", "pnl", "weight"]].sum()
    print(tabulate(g.round(2), headers="keys", tablefmt="github"))
    print(f"\nTotal value: {total:,.2f}")

    if args.drift is not None and "target_pct" in h:
        off = h[(h["weight"] - h["target_pct"]).abs() > args.drift]
        for _, r in off.iterrows():
            print(f"DRIFT {r.ticker}: {r.weight:.1f}% vs target {r.target_pct}%")


if __name__ == "__main__":
    main()
