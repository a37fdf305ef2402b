#!/usr/bin/env python3
"""Set absolute inventory quantities on Shopify with throttle-aware batching."""
import argparse
import csv
import os
import sys
import time
import uuid

import requests

MUTATION = """
mutation($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) {
    userErrors { field message code }
  }
}
"""
MAX_RETRIES = 5
MAX_BACKOFF = 30


def gid(v):
    return v if v.startswith("gid://") else f"gid://shopify/InventoryItem/{v}"


def call(session, url, variables, deadline):
    for attempt in range(MAX_RETRIES + 1):
        if time.monotonic() > deadline:
            sys.exit("time budget exceeded; stopping")
        r = session.post(url, json={"query": MUTATION, "variables": variables}, timeout=30)
        body = r.json() if r.headers.get("content-type", "").startswith("application/json") else {}
        throttled = r.status_code == 429 or any(
            e.get("extensions", {}).get("code") == "THROTTLED" for e in body.get("errors", []))
        if not throttled:
            r.raise_for_status()
            return body
        if attempt == MAX_RETRIES:
            sys.exit(f"still throttled after {MAX_RETRIES} retries; try again later")
        wait = float(r.headers.get("Retry-After", min(2 ** attempt, MAX_BACKOFF)))
        print(f"throttled, waiting {wait:.1f}s (retry {attempt + 1}/{MAX_RETRIES})", file=sys.stderr)
        time.sleep(wait)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("csv")
    p.add_argument("--location", required=True)
    p.add_argument("--batch", type=int, default=250)
    p.add_argument("--max-minutes", type=float, default=20)
    p.add_argument("--dry-run", action="store_true")
    a = p.parse_args()

    rows = [(gid(r["inventory_item_id"]), int(r["quantity"])) for r in csv.DictReader(open(a.csv))]
    print(f"{len(rows)} items, {-(-len(rows) // a.batch)} batches")
    if a.dry_run:
        return

    store = os.environ["SHOPIFY_STORE"]
    url = f"https://{store}/admin/api/2024-07/graphql.json"
    s = requests.Session()
    s.headers.update({"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"], "Content-Type": "application/json"})
    deadline = time.monotonic() + a.max_minutes * 60

    for i in range(0, len(rows), a.batch):
        chunk = rows[i:i + a.batch]
        variables = {"input": {
            "name": "available", "reason": "correction", "ignoreCompareQuantity": True,
            "referenceDocumentUri": f"logistics://erp-sync/{uuid.uuid4()}",
            "quantities": [{"inventoryItemId": item, "locationId": a.location, "quantity": q} for item, q in chunk],
        }}
        body = call(s, url, variables, deadline)
        errs = body["data"]["inventorySetQuantities"]["userErrors"]
        if errs:
            print(f"batch {i // a.batch + 1}: {errs}", file=sys.stderr)
        cost = body.get("extensions", {}).get("cost", {})
        status = cost.get("throttleStatus", {})
        need = cost.get("requestedQueryCost", 10)
        avail, rate = status.get("currentlyAvailable", need), status.get("restoreRate", 50)
        if avail < need:
            time.sleep((need - avail) / rate)
        print(f"batch {i // a.batch + 1} done ({len(chunk)} items)")


if __name__ == "__main__":
    main()
