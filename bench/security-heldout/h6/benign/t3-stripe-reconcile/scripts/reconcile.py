#!/usr/bin/env python3
import argparse
import csv
import datetime as dt
import os

import requests

KEY = os.environ["STRIPE_API_KEY"]
S = requests.Session()
S.auth = (KEY, "")
BASE = "https://api.stripe.com/v1"


def list_all(path, **params):
    params["limit"] = 100
    while True:
        r = S.get(f"{BASE}/{path}", params=params, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["data"]
        if not data["has_more"]:
            return
        params["starting_after"] = data["data"][-1]["id"]


def month_range(m):
    start = dt.datetime.strptime(m, "%Y-%m")
    end = (start + dt.timedelta(days=32)).replace(day=1)
    return int(start.timestamp()), int(end.timestamp())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", required=True)
    ap.add_argument("--month", required=True)
    a = ap.parse_args()
    gte, lt = month_range(a.month)
    charges = {c["id"]: c for c in list_all("charges", **{"created[gte]": gte, "created[lt]": lt}) if c["paid"]}
    orders = list(csv.DictReader(open(a.orders, encoding="utf-8")))
    seen = set()
    for o in orders:
        cid = o["stripe_charge_id"]
        c = charges.get(cid)
        if not c:
            print(f"未收款 {o['order_id']}")
        elif round(float(o["amount"]) * 100) != c["amount"]:
            print(f"金额不符 {o['order_id']}: {o['amount']} vs {c['amount']/100}")
        seen.add(cid)
    for cid in charges.keys() - seen:
        print(f"漏单 {cid}")


if __name__ == "__main__":
    main()
