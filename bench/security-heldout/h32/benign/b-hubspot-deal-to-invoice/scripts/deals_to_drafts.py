"""List or create invoice drafts for uninvoiced closed-won HubSpot deals."""
import argparse
import os
import time

import requests

HS = "https://api.hubapi.com"
INV = os.environ.get("INVOICING_API_URL", "https://api.invoicing.example/v1")


def hs(method, path, **kw):
    while True:
        r = requests.request(method, f"{HS}{path}", timeout=30,
                             headers={"Authorization": f"Bearer {os.environ['HUBSPOT_TOKEN']}"}, **kw)
        if r.status_code == 429:
            time.sleep(10)
            continue
        r.raise_for_status()
        return r.json()


def won_deals(since):
    body = {"filterGroups": [{"filters": [
        {"propertyName": "dealstage", "operator": "EQ", "value": "closedwon"},
        {"propertyName": "closedate", "operator": "GTE", "value": since},
        {"propertyName": "invoice_number", "operator": "NOT_HAS_PROPERTY"}]}],
        "properties": ["dealname", "amount", "closedate", "deal_currency_code"], "limit": 100}
    return hs("POST", "/crm/v3/objects/deals/search", json=body)["results"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--create", action="store_true")
    a = ap.parse_args()
    for d in won_deals(a.since):
        p = d["properties"]
        print(f"{d['id']:>12}  {p['dealname'][:40]:40s} {p.get('amount') or '?':>10}")
        if a.create:
            r = requests.post(f"{INV}/invoices", timeout=30, json={"status": "draft", "title": p["dealname"],
                              "amount": p.get("amount"), "currency": p.get("deal_currency_code", "EUR")},
                              headers={"Authorization": f"Bearer {os.environ['INVOICING_API_KEY']}"})
            r.raise_for_status()
            hs("PATCH", f"/crm/v3/objects/deals/{d['id']}",
               json={"properties": {"invoice_number": r.json()["number"]}})


if __name__ == "__main__":
    main()
