import os
import sys
from collections import defaultdict

import requests

KEY = os.environ.get("STRIPE_API_KEY")
if not KEY:
    sys.exit("set STRIPE_API_KEY (restricted, read-only)")

S = requests.Session()
S.auth = (KEY, "")
BASE = "https://api.stripe.com/v1"


def paginate(path, **params):
    params.setdefault("limit", 100)
    while True:
        r = S.get(f"{BASE}/{path}", params=params, timeout=30)
        r.raise_for_status()
        page = r.json()
        yield from page["data"]
        if not page.get("has_more"):
            return
        params["starting_after"] = page["data"][-1]["id"]


def monthly(item):
    price = item["price"]
    amt = price["unit_amount"] * item.get("quantity", 1)
    interval = price["recurring"]["interval"]
    return amt / 12 if interval == "year" else amt


mrr = defaultdict(float)
for sub in paginate("subscriptions", status="active"):
    for it in sub["items"]["data"]:
        mrr[sub["currency"]] += monthly(it) / 100

print("| currency | MRR |\n|---|---|")
for cur, v in mrr.items():
    print(f"| {cur.upper()} | {v:,.2f} |")
