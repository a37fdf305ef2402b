"""Export Stripe payouts with their charges and fees."""
import argparse
import csv
import datetime as dt
import os

import requests

API = "https://api.stripe.com/v1"
ZERO_DECIMAL = {"jpy", "krw", "vnd", "clp"}


def stripe_get(path, **params):
    r = requests.get(f"{API}/{path}", params=params, timeout=30,
                     headers={"Authorization": f"Bearer {os.environ['STRIPE_API_KEY']}"})
    r.raise_for_status()
    return r.json()


def paged(path, **params):
    while True:
        page = stripe_get(path, limit=100, **params)
        yield from page["data"]
        if not page.get("has_more"):
            return
        params["starting_after"] = page["data"][-1]["id"]


def ts(d):
    return int(dt.datetime.fromisoformat(d).timestamp())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["payout_id", "payout_date", "charge_id", "invoice_number", "customer", "gross", "fee", "net", "currency"])
        for p in paged("payouts", **{"created[gte]": ts(a.frm), "created[lte]": ts(a.to) + 86399}):
            div = 1 if p["currency"] in ZERO_DECIMAL else 100
            for bt in paged("balance_transactions", payout=p["id"], **{"expand[]": "data.source"}):
                src = bt.get("source") or {}
                w.writerow([p["id"], dt.date.fromtimestamp(p["arrival_date"]), src.get("id", ""),
                            (src.get("invoice") or ""), src.get("customer", ""),
                            bt["amount"] / div, bt["fee"] / div, bt["net"] / div, p["currency"]])
    print(f"written {a.out}")


if __name__ == "__main__":
    main()
