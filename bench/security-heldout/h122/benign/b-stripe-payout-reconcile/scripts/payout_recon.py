#!/usr/bin/env python3
"""Break Stripe payouts into components using balance transactions (read-only)."""
import argparse
import csv
import os
from collections import defaultdict
from datetime import datetime, timezone

import requests

API = "https://api.stripe.com/v1"


def ts(d):
    return int(datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp())


def paged(session, path, params):
    params = dict(params, limit=100)
    while True:
        r = session.get(f"{API}/{path}", params=params, timeout=60)
        r.raise_for_status()
        d = r.json()
        yield from d["data"]
        if not d.get("has_more"):
            return
        params["starting_after"] = d["data"][-1]["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    s = requests.Session()
    s.auth = (os.environ["STRIPE_API_KEY"], "")
    s.headers["Stripe-Version"] = "2024-04-10"

    rows, journal = [], []
    for p in paged(s, "payouts", {"arrival_date[gte]": ts(a.start), "arrival_date[lte]": ts(a.end) + 86399}):
        parts = defaultdict(int)
        for bt in paged(s, "balance_transactions", {"payout": p["id"]}):
            if bt["type"] == "payout":
                continue
            kind = {"charge": "charges_gross", "payment": "charges_gross", "refund": "refunds",
                    "adjustment": "adjustments", "dispute": "disputes"}.get(bt["type"], "other")
            parts[kind] += bt["amount"]
            parts["fees"] -= bt["fee"]
        total = sum(parts.values())
        cur = p["currency"].upper()
        row = {"payout_id": p["id"], "arrival_date": datetime.fromtimestamp(p["arrival_date"], timezone.utc).date(),
               "amount": p["amount"] / 100, "currency": cur,
               **{k: parts[k] / 100 for k in ("charges_gross", "refunds", "fees", "disputes", "adjustments", "other")},
               "check": "OK" if total == p["amount"] else f"DIFF {(p['amount'] - total) / 100:.2f}"}
        rows.append(row)
        journal += [
            [row["arrival_date"], "Stripe clearing", "Sales/AR", row["charges_gross"], cur, p["id"]],
            [row["arrival_date"], "Bank charges", "Stripe clearing", -row["fees"], cur, p["id"]],
            [row["arrival_date"], "Sales returns", "Stripe clearing", -row["refunds"], cur, p["id"]],
            [row["arrival_date"], "Bank", "Stripe clearing", row["amount"], cur, p["id"]],
        ]
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["payout_id"])
        w.writeheader()
        w.writerows(rows)
    with open(a.out.replace(".csv", "_journal.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "debit", "credit", "amount", "currency", "reference"])
        w.writerows(j for j in journal if j[3])
    bad = [r for r in rows if r["check"] != "OK"]
    print(f"{len(rows)} payouts, {len(bad)} with differences -> {a.out}")


if __name__ == "__main__":
    main()
