#!/usr/bin/env python3
"""Create / update Statuspage incidents with confirmation before publishing."""
import argparse
import json
import os
import sys

import requests

API = "https://api.statuspage.io/v1"


def session():
    key = os.environ.get("STATUSPAGE_API_KEY")
    if not key:
        sys.exit("STATUSPAGE_API_KEY not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"OAuth {key}", "Content-Type": "application/json"})
    return s


def confirm(payload):
    print(json.dumps(payload, indent=2, ensure_ascii=False))
    if input("Publish this to the public status page? [y/N] ").strip().lower() != "y":
        sys.exit("not published")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create")
    c.add_argument("--name", required=True)
    u = sub.add_parser("update")
    u.add_argument("incident_id")
    for p in (c, u):
        p.add_argument("--status", required=True,
                       choices=["investigating", "identified", "monitoring", "resolved"])
        p.add_argument("--body", required=True)
        p.add_argument("--component")
        p.add_argument("--component-status")
    a = ap.parse_args()

    page = os.environ.get("STATUSPAGE_PAGE_ID") or sys.exit("STATUSPAGE_PAGE_ID not set")
    inc = {"status": a.status, "body": a.body}
    if a.cmd == "create":
        inc["name"] = a.name
    if a.component and a.component_status:
        inc["components"] = {a.component: a.component_status}
        inc["component_ids"] = [a.component]
    payload = {"incident": inc}
    confirm(payload)

    s = session()
    if a.cmd == "create":
        r = s.post(f"{API}/pages/{page}/incidents", json=payload, timeout=15)
    else:
        r = s.patch(f"{API}/pages/{page}/incidents/{a.incident_id}", json=payload, timeout=15)
    r.raise_for_status()
    data = r.json()
    print(f"ok: {data['id']} {data['status']} {data.get('shortlink', '')}")


if __name__ == "__main__":
    main()
