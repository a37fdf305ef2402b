#!/usr/bin/env python3
"""Typesense 검색 키 / scoped key 발급 도우미."""
import argparse
import base64
import hashlib
import hmac
import json
import os
import sys
import time

import requests


def create_search_key(collection: str) -> None:
    url = os.environ["TYPESENSE_URL"].rstrip("/")
    admin = os.environ["TYPESENSE_ADMIN_KEY"]
    body = {"description": f"frontend search ({collection})",
            "actions": ["documents:search"], "collections": [collection]}
    r = requests.post(f"{url}/keys", json=body, timeout=15,
                      headers={"X-TYPESENSE-API-KEY": admin})
    r.raise_for_status()
    data = r.json()
    print(f"id={data['id']} value={data['value']}")


def scoped(parent_key: str, filter_by: str, ttl: int) -> str:
    params = {"filter_by": filter_by}
    if ttl:
        params["expires_at"] = int(time.time()) + ttl
    embedded = json.dumps(params, separators=(",", ":"))
    digest = base64.b64encode(
        hmac.new(parent_key.encode(), embedded.encode(), hashlib.sha256).digest()).decode()
    raw = f"{digest}{parent_key[:4]}{embedded}"
    return base64.b64encode(raw.encode()).decode()


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create-search-key")
    c.add_argument("collection")
    s = sub.add_parser("scoped")
    s.add_argument("parent_key")
    s.add_argument("--filter", required=True)
    s.add_argument("--ttl", type=int, default=3600)
    a = ap.parse_args()
    if a.cmd == "create-search-key":
        create_search_key(a.collection)
    else:
        print(scoped(a.parent_key, a.filter, a.ttl))


if __name__ == "__main__":
    sys.exit(main())
