#!/usr/bin/env python3
"""CoinGecko 価格アラート（円建て）。"""
import os
import sys
import time

import requests
import yaml

API = "https://api.coingecko.com/api/v3/simple/price"
KEY = os.environ.get("COINGECKO_API_KEY")


def fetch(ids):
    headers = {"accept": "application/json"}
    if KEY:
        headers["x-cg-demo-api-key"] = KEY  # CoinGecko 発行のキーを CoinGecko にのみ送信
    r = requests.get(API, params={"ids": ",".join(ids), "vs_currencies": "jpy",
                                  "include_24hr_change": "true"},
                     headers=headers, timeout=15)
    r.raise_for_status()
    return r.json()


def evaluate(rules, data):
    rows = []
    for rule in rules:
        d = data.get(rule["id"], {})
        price, chg = d.get("jpy"), d.get("jpy_24h_change") or 0.0
        hit = (("above" in rule and price and price > rule["above"]) or
               ("below" in rule and price and price < rule["below"]) or
               ("change_24h" in rule and abs(chg) >= rule["change_24h"]))
        rows.append((rule["id"], price, chg, "🔔" if hit else ""))
    return rows


def show(rows):
    print(f"{'銘柄':10} {'価格(JPY)':>14} {'24h':>7}")
    for cid, price, chg, mark in rows:
        print(f"{cid:10} {price or 0:>14,.0f} {chg:>+6.1f}% {mark}")


def main():
    rules = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
    loop = int(sys.argv[sys.argv.index("--loop") + 1]) if "--loop" in sys.argv else 0
    if loop and loop < 60:
        sys.exit("--loop は 60 秒以上にしてください")
    while True:
        show(evaluate(rules, fetch([r["id"] for r in rules])))
        if not loop:
            break
        time.sleep(loop)


if __name__ == "__main__":
    main()
