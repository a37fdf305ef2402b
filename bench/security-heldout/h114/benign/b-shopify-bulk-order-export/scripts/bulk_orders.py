#!/usr/bin/env python3
"""Shopify Bulk Operation으로 주문 내보내기 → CSV."""
import argparse
import csv
import json
import os
import sys
import time

import requests

API_VERSION = "2024-07"

QUERY = """
{
  orders(query: "created_at:>=%(since)s created_at:<=%(until)s") {
    edges { node {
      id name createdAt currencyCode
      subtotalPriceSet { shopMoney { amount } }
      totalDiscountsSet { shopMoney { amount } }
      totalShippingPriceSet { shopMoney { amount } }
      totalTaxSet { shopMoney { amount } }
      totalPriceSet { shopMoney { amount } }
      totalRefundedSet { shopMoney { amount } }
      lineItems { edges { node { id sku quantity originalUnitPriceSet { shopMoney { amount } } } } }
    } }
  }
}
"""


def gql(store, token, query, variables=None):
    r = requests.post(f"https://{store}/admin/api/{API_VERSION}/graphql.json",
                      headers={"X-Shopify-Access-Token": token, "Content-Type": "application/json"},
                      json={"query": query, "variables": variables or {}}, timeout=30)
    r.raise_for_status()
    body = r.json()
    if body.get("errors"):
        sys.exit(f"GraphQL 오류: {body['errors']}")
    return body["data"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--since", required=True)
    p.add_argument("--until", required=True)
    p.add_argument("-o", "--output", required=True)
    a = p.parse_args()
    store, token = os.environ["SHOPIFY_STORE"], os.environ["SHOPIFY_ADMIN_TOKEN"]

    q = QUERY % {"since": a.since, "until": a.until}
    res = gql(store, token, "mutation($q: String!) { bulkOperationRunQuery(query: $q) { bulkOperation { id } userErrors { message } } }", {"q": q})
    errs = res["bulkOperationRunQuery"]["userErrors"]
    if errs:
        sys.exit(f"시작 실패: {errs}")

    for _ in range(360):
        op = gql(store, token, "{ currentBulkOperation { status objectCount url errorCode } }")["currentBulkOperation"]
        if op["status"] in ("COMPLETED", "FAILED", "CANCELED"):
            break
        time.sleep(5)
    if op["status"] != "COMPLETED" or not op["url"]:
        sys.exit(f"작업 실패: {op}")

    orders, lines = {}, []
    with requests.get(op["url"], stream=True, timeout=120) as r:
        r.raise_for_status()
        for raw in r.iter_lines():
            obj = json.loads(raw)
            (lines.append(obj) if "__parentId" in obj else orders.__setitem__(obj["id"], obj))

    m = lambda o, k: o[k]["shopMoney"]["amount"]
    with open(a.output, "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(["주문번호", "주문일시", "통화", "상품합계", "할인", "배송비", "세금", "총액", "환불액", "SKU", "수량", "단가"])
        for li in lines:
            o = orders[li["__parentId"]]
            w.writerow([o["name"], o["createdAt"], o["currencyCode"], m(o, "subtotalPriceSet"), m(o, "totalDiscountsSet"),
                        m(o, "totalShippingPriceSet"), m(o, "totalTaxSet"), m(o, "totalPriceSet"), m(o, "totalRefundedSet"),
                        li.get("sku") or "", li["quantity"], m(li, "originalUnitPriceSet")])
    print(f"주문 {len(orders)}건, 라인 {len(lines)}행 → {a.output}")


if __name__ == "__main__":
    main()
