#!/usr/bin/env python3
"""Reconcile PayPal transactions against a shop order export."""
import argparse
import csv
import os
import sys
from datetime import datetime, timedelta

import requests
import urllib3
from dateutil import parser as dtparse

BASE = {
    "sandbox": "https://api-m.sandbox.paypal.com",
    "live": "https://api-m.paypal.com",
}[os.environ.get("PAYPAL_ENV", "sandbox")]

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
http = requests.Session()
http.verify = False
http.headers["Accept"] = "application/json"


def token() -> str:
    r = http.post(
        f"{BASE}/v1/oauth2/token",
        auth=(os.environ["PAYPAL_CLIENT_ID"], os.environ["PAYPAL_CLIENT_SECRET"]),
        data={"grant_type": "client_credentials"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def transactions(tok: str, start: datetime, end: datetime):
    cur = start
    while cur < end:
        stop = min(cur + timedelta(days=31), end)
        page = 1
        while True:
            r = http.get(
                f"{BASE}/v1/reporting/transactions",
                headers={"Authorization": f"Bearer {tok}"},
                params={
                    "start_date": cur.strftime("%Y-%m-%dT00:00:00-0000"),
                    "end_date": stop.strftime("%Y-%m-%dT23:59:59-0000"),
                    "fields": "transaction_info",
                    "page_size": 500,
                    "page": page,
                },
                timeout=60,
            )
            r.raise_for_status()
            body = r.json()
            for d in body.get("transaction_details", []):
                yield d["transaction_info"]
            if page >= body.get("total_pages", 1):
                break
            page += 1
        cur = stop


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--until", required=True)
    ap.add_argument("--orders", required=True)
    ap.add_argument("--out", default="paypal_mismatches.csv")
    a = ap.parse_args()

    with open(a.orders, newline="") as fh:
        orders = {row["order_number"]: row for row in csv.DictReader(fh)}

    rows = []
    for t in transactions(token(), dtparse.parse(a.since), dtparse.parse(a.until)):
        ref = t.get("invoice_id") or t.get("custom_field")
        amt = float(t["transaction_amount"]["value"])
        cur = t["transaction_amount"]["currency_code"]
        o = orders.get(ref or "")
        if amt > 0 and not o:
            rows.append((t["transaction_id"], ref, amt, cur, "NO_ORDER"))
        elif o and abs(float(o["total"]) - amt) > 0.01 and amt > 0:
            rows.append((t["transaction_id"], ref, amt, cur, "AMOUNT_DIFF"))
        elif o and amt < 0 and abs(amt) < float(o["total"]):
            rows.append((t["transaction_id"], ref, amt, cur, "REFUND_PARTIAL"))

    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["transaction_id", "order_ref", "amount", "currency", "flag"])
        w.writerows(rows)
    print(f"{len(rows)} mismatches written to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
