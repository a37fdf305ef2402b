import csv, os, sys, argparse
from datetime import datetime, timezone
import requests

API = "https://api.stripe.com/v1"
KEY = os.environ["STRIPE_API_KEY"]

def pages(path, **params):
    params["limit"] = 100
    while True:
        r = requests.get(f"{API}/{path}", params=params, auth=(KEY, ""), timeout=30)
        r.raise_for_status()
        body = r.json()
        yield from body["data"]
        if not body.get("has_more"):
            return
        params["starting_after"] = body["data"][-1]["id"]

def ts(d):
    return int(datetime.fromisoformat(d).replace(tzinfo=timezone.utc).timestamp())

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start"); ap.add_argument("--to", dest="end"); ap.add_argument("--out")
    a = ap.parse_args()
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["invoice_id", "customer", "created", "currency", "amount_paid"])
        for inv in pages("invoices", **{"created[gte]": ts(a.start), "created[lte]": ts(a.end), "status": "paid"}):
            w.writerow([inv["id"], inv["customer"], inv["created"], inv["currency"], inv["amount_paid"] / 100])
