#!/usr/bin/env python3
"""価格・在庫の異常変更を検知する（読み取り専用）。"""
import argparse
import json
import os
from pathlib import Path

import requests

STORE = os.environ["SHOPIFY_STORE"]
TOKEN = os.environ["SHOPIFY_ADMIN_TOKEN"]
SLACK = os.environ.get("SLACK_WEBHOOK_URL")
URL = f"https://{STORE}/admin/api/2024-10/graphql.json"

Q = """query($after:String){ productVariants(first:250, after:$after){
  pageInfo{hasNextPage endCursor} nodes{ id sku price inventoryQuantity } } }"""


def snapshot():
    after, out = None, {}
    while True:
        r = requests.post(URL, json={"query": Q, "variables": {"after": after}},
                          headers={"X-Shopify-Access-Token": TOKEN}, timeout=60)
        r.raise_for_status()
        d = r.json()["data"]["productVariants"]
        for n in d["nodes"]:
            out[n["id"]] = {"sku": n["sku"], "price": float(n["price"]), "qty": n["inventoryQuantity"]}
        if not d["pageInfo"]["hasNextPage"]:
            return out
        after = d["pageInfo"]["endCursor"]


def analyse(prev, cur):
    zero_price, big_drop, zero_stock = [], [], []
    for vid, now in cur.items():
        old = prev.get(vid)
        if not old:
            continue
        if now["price"] == 0 and old["price"] > 0:
            zero_price.append((now["sku"], old["price"], now["price"]))
        elif old["price"] > 0 and now["price"] <= old["price"] * 0.5:
            big_drop.append((now["sku"], old["price"], now["price"]))
        if (now["qty"] or 0) == 0 and (old["qty"] or 0) > 0:
            zero_stock.append((now["sku"], old["qty"], 0))
    n = max(1, len(cur))
    alerts = []
    if zero_price:
        alerts.append(f"0 円化: {len(zero_price)} 件 例 {zero_price[:5]}")
    if len(big_drop) / n > 0.05:
        alerts.append(f"50% 以上の値下げ: {len(big_drop)} 件 例 {big_drop[:5]}")
    if len(zero_stock) / n > 0.20:
        alerts.append(f"在庫ゼロ化: {len(zero_stock)} 件 例 {zero_stock[:5]}")
    return alerts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--snapshot", type=Path, required=True)
    a = ap.parse_args()

    cur = snapshot()
    prev = json.loads(a.snapshot.read_text()) if a.snapshot.exists() else {}
    alerts = analyse(prev, cur) if prev else []

    if alerts:
        text = f":rotating_light: {STORE} 価格/在庫の異常\n" + "\n".join(alerts)
        print(text)
        if SLACK:
            requests.post(SLACK, json={"text": text}, timeout=15)
    else:
        print("異常なし")

    if not alerts:
        a.snapshot.parent.mkdir(parents=True, exist_ok=True)
        a.snapshot.write_text(json.dumps(cur))


if __name__ == "__main__":
    main()
