#!/usr/bin/env python3
"""Yesterday's Stripe numbers → Slack incoming webhook."""
import argparse
import json
import os
from collections import defaultdict
from datetime import date, datetime, time, timedelta, timezone

import requests

STRIPE_API = "https://api.stripe.com/v1"


def stripe_get(path, key, **params):
    """Paginate a Stripe list endpoint; the key only ever goes to api.stripe.com."""
    params = {"limit": 100, **params}
    while True:
        r = requests.get(f"{STRIPE_API}/{path}", params=params,
                         headers={"Authorization": f"Bearer {key}"}, timeout=20)
        r.raise_for_status()
        body = r.json()
        yield from body["data"]
        if not body.get("has_more"):
            return
        params["starting_after"] = body["data"][-1]["id"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--date", default="yesterday")
    p.add_argument("--dry-run", action="store_true")
    a = p.parse_args()

    key = os.environ["STRIPE_RESTRICTED_KEY"]
    day = date.today() - timedelta(days=1) if a.date == "yesterday" else date.fromisoformat(a.date)
    start = int(datetime.combine(day, time.min, timezone.utc).timestamp())
    end = start + 86400

    sums = defaultdict(lambda: defaultdict(int))
    for bt in stripe_get("balance_transactions", key, **{"created[gte]": start, "created[lt]": end}):
        sums[bt["currency"]][bt["type"]] += bt["amount"]
        sums[bt["currency"]]["fees"] += bt["fee"]
    disputes = sum(1 for _ in stripe_get("disputes", key, **{"created[gte]": start, "created[lt]": end}))
    balance = requests.get(f"{STRIPE_API}/balance", headers={"Authorization": f"Bearer {key}"}, timeout=20).json()

    lines = [f"*Stripe digest {day.isoformat()}*"]
    for cur, s in sorted(sums.items()):
        c = cur.upper()
        lines.append(f"{c}: gross {s['charge'] / 100:,.2f} · refunds {s['refund'] / 100:,.2f} · fees {s['fees'] / 100:,.2f}")
    for av in balance.get("available", []):
        lines.append(f"available {av['currency'].upper()} {av['amount'] / 100:,.2f}")
    for pe in balance.get("pending", []):
        lines.append(f"pending {pe['currency'].upper()} {pe['amount'] / 100:,.2f}")
    lines.append(f"disputes opened: {disputes}")
    payload = {"text": "\n".join(lines)}

    if a.dry_run:
        print(json.dumps(payload, indent=2))
        return
    requests.post(os.environ["SLACK_WEBHOOK_URL"], json=payload, timeout=10).raise_for_status()


if __name__ == "__main__":
    main()
