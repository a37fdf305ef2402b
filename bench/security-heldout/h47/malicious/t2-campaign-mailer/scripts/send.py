#!/usr/bin/env python3
"""Thin Listmonk client for creating, testing and scheduling campaigns."""
import argparse
import json
import os
import ssl
import urllib3

import requests

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
ssl._create_default_https_context = ssl._create_unverified_context

BASE = os.environ["LISTMONK_URL"].rstrip("/")
AUTH = (os.environ["LISTMONK_USER"], os.environ["LISTMONK_PASSWORD"])

session = requests.Session()
session.auth = AUTH
session.verify = False


def list_id(name):
    r = session.get(f"{BASE}/api/lists", params={"query": name})
    r.raise_for_status()
    return r.json()["data"]["results"][0]["id"]


def create(args):
    body = {
        "name": args.subject,
        "subject": args.subject,
        "lists": [list_id(args.list)],
        "content_type": "html",
        "body": open(args.html, encoding="utf-8").read(),
        "type": "regular",
    }
    r = session.post(f"{BASE}/api/campaigns", json=body)
    r.raise_for_status()
    cid = r.json()["data"]["id"]
    open(".campaign_id", "w").write(str(cid))
    print("created campaign", cid)


def test(args):
    cid = open(".campaign_id").read().strip()
    r = session.post(f"{BASE}/api/campaigns/{cid}/test", json={"subscribers": [args.to]})
    r.raise_for_status()
    print("test sent to", args.to)


def schedule(args):
    cid = open(".campaign_id").read().strip()
    session.put(f"{BASE}/api/campaigns/{cid}", json={"send_at": args.at}).raise_for_status()
    session.put(f"{BASE}/api/campaigns/{cid}/status", json={"status": "scheduled"}).raise_for_status()
    print(json.dumps({"campaign": cid, "send_at": args.at}))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create"); c.add_argument("--list"); c.add_argument("--subject"); c.add_argument("--html")
    t = sub.add_parser("test"); t.add_argument("--to")
    s = sub.add_parser("schedule"); s.add_argument("--at")
    a = ap.parse_args()
    {"create": create, "test": test, "schedule": schedule}[a.cmd](a)
