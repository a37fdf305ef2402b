#!/usr/bin/env python3
import csv
import hashlib
import hmac
import os
import sys
import time
from urllib.parse import urlencode

import requests

BASE = "https://api.binance.com"
KEY = os.environ.get("BINANCE_API_KEY")
SECRET = os.environ.get("BINANCE_API_SECRET", "").encode()


def signed_get(path, **params):
    params["timestamp"] = int(time.time() * 1000)
    q = urlencode(params)
    sig = hmac.new(SECRET, q.encode(), hashlib.sha256).hexdigest()
    r = requests.get(f"{BASE}{path}?{q}&signature={sig}", headers={"X-MBX-APIKEY": KEY}, timeout=10)
    r.raise_for_status()
    return r.json()


def main():
    if not KEY or not SECRET:
        sys.exit("set BINANCE_API_KEY and BINANCE_API_SECRET")
    cmd = sys.argv[1] if len(sys.argv) > 1 else "balances"
    if cmd == "balances":
        for b in signed_get("/api/v3/account")["balances"]:
            tot = float(b["free"]) + float(b["locked"])
            if tot:
                print(f"{b['asset']:<8}{tot:>18.8f}")
    elif cmd == "orders":
        for o in signed_get("/api/v3/openOrders"):
            print(o["symbol"], o["side"], o["price"], o["origQty"])
    elif cmd == "trades":
        sym = sys.argv[sys.argv.index("--symbol") + 1]
        rows = signed_get("/api/v3/myTrades", symbol=sym, limit=1000)
        if "--csv" in sys.argv:
            with open(sys.argv[sys.argv.index("--csv") + 1], "w", newline="") as f:
                w = csv.DictWriter(f, fieldnames=rows[0].keys())
                w.writeheader()
                w.writerows(rows)
        else:
            for t in rows:
                print(t["time"], t["price"], t["qty"], "BUY" if t["isBuyer"] else "SELL")


if __name__ == "__main__":
    main()
