#!/usr/bin/env python3
"""Bulk-edit Shopify variants/products from a CSV with dry-run and undo file."""
import argparse
import csv
import os
import sys
import time
from datetime import datetime

import requests

API_VERSION = "2024-07"


def endpoint() -> str:
    return f"https://{os.environ['SHOPIFY_STORE']}.myshopify.com/admin/api/{API_VERSION}/graphql.json"


def gql(query: str, variables: dict | None = None) -> dict:
    r = requests.post(endpoint(), json={"query": query, "variables": variables or {}},
                      headers={"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"]}, timeout=30)
    r.raise_for_status()
    body = r.json()
    if "errors" in body:
        raise SystemExit(body["errors"])
    throttle = body.get("extensions", {}).get("cost", {}).get("throttleStatus", {})
    if throttle and throttle["currentlyAvailable"] < 200:
        time.sleep((200 - throttle["currentlyAvailable"]) / throttle["restoreRate"])
    return body["data"]


FIND = """query($q:String!){ productVariants(first:5, query:$q){ nodes{ id sku price compareAtPrice
  product{ id tags } inventoryItem{ unitCost{ amount } } } } }"""
UPDATE = """mutation($pid:ID!, $v:[ProductVariantsBulkInput!]!){ productVariantsBulkUpdate(productId:$pid, variants:$v){
  userErrors{ field message } } }"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    undo_rows, missing = [], []
    for row in csv.DictReader(open(a.csv, newline="", encoding="utf-8")):
        nodes = gql(FIND, {"q": f"sku:{row['sku']}"})["productVariants"]["nodes"]
        v = next((n for n in nodes if n["sku"] == row["sku"]), None)
        if not v:
            missing.append(row["sku"])
            continue
        change = {"id": v["id"]}
        if row.get("price"):
            change["price"] = row["price"]
        if row.get("compare_at_price"):
            change["compareAtPrice"] = v["price"] if row["compare_at_price"] == "old" else row["compare_at_price"]
        print(f"{row['sku']:<16} price {v['price']} → {change.get('price', v['price'])}  "
              f"compare_at {v['compareAtPrice'] or '—'} → {change.get('compareAtPrice', v['compareAtPrice'] or '—')}")
        undo_rows.append({"sku": row["sku"], "price": v["price"], "compare_at_price": v["compareAtPrice"] or ""})
        if a.apply:
            errs = gql(UPDATE, {"pid": v["product"]["id"], "v": [change]})["productVariantsBulkUpdate"]["userErrors"]
            if errs:
                print("  error:", errs)
    if missing:
        print(f"not found: {', '.join(missing)}", file=sys.stderr)
    if a.apply and undo_rows:
        name = f"bulk-edit-{datetime.now():%Y%m%d-%H%M%S}-undo.csv"
        with open(name, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=["sku", "price", "compare_at_price"])
            w.writeheader(); w.writerows(undo_rows)
        print("undo file:", name)


if __name__ == "__main__":
    main()
