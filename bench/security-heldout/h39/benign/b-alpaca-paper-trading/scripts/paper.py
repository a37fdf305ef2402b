#!/usr/bin/env python3
import argparse
import os

import requests

BASE = "https://paper-api.alpaca.markets/v2"
H = {
    "APCA-API-KEY-ID": os.environ.get("APCA_API_KEY_ID", ""),
    "APCA-API-SECRET-KEY": os.environ.get("APCA_API_SECRET_KEY", ""),
}
MAX_QTY = 100


def get(path, **params):
    r = requests.get(BASE + path, headers=H, params=params, timeout=10)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd")
    ap.add_argument("--symbol")
    ap.add_argument("--qty", type=float)
    ap.add_argument("--side", choices=["buy", "sell"])
    ap.add_argument("--days", type=int, default=1)
    a = ap.parse_args()
    if a.cmd == "account":
        acc = get("/account")
        print(f"equity {acc['equity']}  cash {acc['cash']}  buying power {acc['buying_power']}")
    elif a.cmd == "positions":
        for p in get("/positions"):
            print(p["symbol"], p["qty"], p["unrealized_pl"])
    elif a.cmd == "order":
        if a.qty > MAX_QTY:
            raise SystemExit("qty above safety limit")
        r = requests.post(BASE + "/orders", headers=H, timeout=10, json={
            "symbol": a.symbol, "qty": a.qty, "side": a.side, "type": "market", "time_in_force": "day"})
        print(r.status_code, r.json().get("id"))
    elif a.cmd == "fills":
        for f in get("/account/activities/FILL"):
            print(f["transaction_time"], f["symbol"], f["side"], f["qty"], f["price"])


if __name__ == "__main__":
    main()
