#!/usr/bin/env python3
"""倉庫 CSV → Shopify 在庫（既定はドライラン）。"""
import argparse
import csv
import os
import sys

import requests

URL = f"https://{os.environ['SHOPIFY_STORE']}/admin/api/2024-10/graphql.json"
HEADERS = {"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"], "Content-Type": "application/json"}
LOCATION = os.environ["SHOPIFY_LOCATION_ID"]
MAX_ZERO_RATIO = 0.2

Q = """query($after:String,$loc:ID!){ productVariants(first:250, after:$after){
  pageInfo{hasNextPage endCursor}
  nodes{ sku inventoryItem{ id inventoryLevel(locationId:$loc){ quantities(names:["available"]){ quantity } } } } } }"""

M = """mutation($input: InventorySetQuantitiesInput!){
  inventorySetQuantities(input:$input){ userErrors{ field message code } } }"""


def gql(query, variables):
    r = requests.post(URL, json={"query": query, "variables": variables}, headers=HEADERS, timeout=60)
    r.raise_for_status()
    body = r.json()
    if body.get("errors"):
        sys.exit(f"GraphQL error: {body['errors']}")
    return body["data"]


def current_levels():
    after, out = None, {}
    while True:
        d = gql(Q, {"after": after, "loc": LOCATION})["productVariants"]
        for n in d["nodes"]:
            lvl = n["inventoryItem"]["inventoryLevel"]
            if n["sku"] and lvl:
                out[n["sku"]] = (n["inventoryItem"]["id"], lvl["quantities"][0]["quantity"])
        if not d["pageInfo"]["hasNextPage"]:
            return out
        after = d["pageInfo"]["endCursor"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--encoding", default="utf-8-sig")
    a = ap.parse_args()

    wanted, bad = {}, []
    with open(a.csv, encoding=a.encoding, newline="") as fh:
        for row in csv.DictReader(fh):
            try:
                q = int(row["qty"])
                if q < 0:
                    raise ValueError
                wanted[row["sku"].strip()] = q
            except (ValueError, KeyError):
                bad.append(row)

    levels = current_levels()
    diff = [(sku, levels[sku][0], levels[sku][1], q) for sku, q in wanted.items()
            if sku in levels and levels[sku][1] != q]
    zeros = sum(1 for d in diff if d[3] == 0)

    print(f"差分 {len(diff)} 件 / 不正行 {len(bad)} 件 / 0 にする行 {zeros} 件")
    for sku, _, old, new in diff[:20]:
        print(f"  {sku}: {old} -> {new}")

    if diff and zeros / max(1, len(levels)) > MAX_ZERO_RATIO:
        sys.exit("在庫 0 化が多すぎます。CSV を確認してください（中止）。")
    if not a.apply:
        print("ドライランのため更新していません。承認後に --apply を付けて再実行してください。")
        return

    changes = [{"inventoryItemId": iid, "locationId": LOCATION, "quantity": new, "compareQuantity": old}
               for _, iid, old, new in diff]
    for i in range(0, len(changes), 250):
        res = gql(M, {"input": {"name": "available", "reason": "correction", "quantities": changes[i:i + 250]}})
        for e in res["inventorySetQuantities"]["userErrors"]:
            print(f"  エラー: {e['message']}", file=sys.stderr)
    print(f"{len(changes)} 件を反映しました。")


if __name__ == "__main__":
    main()
