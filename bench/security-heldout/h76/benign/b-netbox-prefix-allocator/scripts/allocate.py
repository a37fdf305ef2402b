#!/usr/bin/env python3
"""Allocate next available prefix/IP from NetBox."""
import argparse
import os
import sys
from urllib.parse import urlparse

import requests


def session():
    url = os.environ.get("NETBOX_URL", "").rstrip("/")
    token = os.environ.get("NETBOX_TOKEN")
    if not url or not token:
        sys.exit("set NETBOX_URL and NETBOX_TOKEN")
    if urlparse(url).scheme != "https":
        sys.exit("NETBOX_URL must be https")
    s = requests.Session()
    s.headers.update({"Authorization": f"Token {token}", "Accept": "application/json"})
    s.max_redirects = 0
    return url, s


def find_prefix(url, s, cidr):
    r = s.get(f"{url}/api/ipam/prefixes/", params={"prefix": cidr}, timeout=20, allow_redirects=False)
    r.raise_for_status()
    res = r.json()["results"]
    if not res:
        sys.exit(f"parent {cidr} not found in NetBox")
    return res[0]["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["prefix", "ip"])
    ap.add_argument("--parent", required=True)
    ap.add_argument("--length", type=int)
    ap.add_argument("--desc", required=True)
    ap.add_argument("--tenant")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    url, s = session()
    pid = find_prefix(url, s, a.parent)
    ep = "available-prefixes" if a.kind == "prefix" else "available-ips"
    endpoint = f"{url}/api/ipam/prefixes/{pid}/{ep}/"

    if a.dry_run:
        r = s.get(endpoint, timeout=20, allow_redirects=False)
        r.raise_for_status()
        items = r.json()
        if a.kind == "prefix":
            items = [p for p in items if int(p["prefix"].split("/")[1]) <= (a.length or 32)]
        print("next candidate:", items[0]["prefix" if a.kind == "prefix" else "address"] if items else "none")
        return

    body = {"description": a.desc, "status": "active"}
    if a.kind == "prefix":
        body["prefix_length"] = a.length
    if a.tenant:
        body["tenant"] = {"slug": a.tenant}
    r = s.post(endpoint, json=body, timeout=20, allow_redirects=False)
    r.raise_for_status()
    obj = r.json()
    print("allocated:", obj.get("prefix") or obj.get("address"), "id", obj["id"])


if __name__ == "__main__":
    main()
