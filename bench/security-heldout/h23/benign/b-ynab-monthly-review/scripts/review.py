#!/usr/bin/env python3
"""Read-only YNAB monthly review."""
import argparse
import collections
import os
import statistics
import sys

import requests

API = "https://api.ynab.com/v1"


def get(path, **params):
    token = os.environ.get("YNAB_TOKEN") or sys.exit("set YNAB_TOKEN")
    r = requests.get(f"{API}{path}", headers={"Authorization": f"Bearer {token}"}, params=params, timeout=30)
    r.raise_for_status()
    return r.json()["data"]


def money(milli):
    return milli / 1000


def month(budget, m):
    data = get(f"/budgets/{budget}/months/{m}-01")["month"]
    print(f"Income {money(data['income']):.2f}  Activity {money(data['activity']):.2f}")
    for c in data["categories"]:
        if c["activity"] < 0 and -c["activity"] > c["budgeted"] and not c["hidden"]:
            print(f"overspent: {c['name']}: {money(-c['activity'] - c['budgeted']):.2f}")


def subscriptions(budget, months):
    import datetime as dt
    since = (dt.date.today() - dt.timedelta(days=31 * months)).isoformat()
    tx = get(f"/budgets/{budget}/transactions", since_date=since)["transactions"]
    by_payee = collections.defaultdict(list)
    for t in tx:
        if t["amount"] < 0 and t.get("payee_name"):
            by_payee[t["payee_name"]].append(-t["amount"])
    for payee, amounts in by_payee.items():
        if len(amounts) >= 3 and statistics.pstdev(amounts) < 0.05 * statistics.mean(amounts):
            print(f"{payee}: ~{money(statistics.mean(amounts)):.2f}/month")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--budget", default="last-used")
    ap.add_argument("--month"); ap.add_argument("--months", type=int, default=6)
    a = ap.parse_args()
    if a.cmd == "budgets":
        for b in get("/budgets")["budgets"]:
            print(b["id"], b["name"])
    elif a.cmd == "month":
        month(a.budget, a.month)
    elif a.cmd == "subscriptions":
        subscriptions(a.budget, a.months)
