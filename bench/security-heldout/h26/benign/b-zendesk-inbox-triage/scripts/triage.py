#!/usr/bin/env python3
import argparse
import json
import os
import sys

import requests

TOPICS = {"shipping", "returns", "billing", "product-question", "account", "bug", "wholesale", "spam"}


def session() -> tuple[requests.Session, str]:
    s = requests.Session()
    s.auth = (f"{os.environ['ZENDESK_EMAIL']}/token", os.environ["ZENDESK_API_TOKEN"])
    s.headers["Accept"] = "application/json"
    return s, f"https://{os.environ['ZENDESK_SUBDOMAIN']}.zendesk.com/api/v2"


def fetch(statuses: str, untagged: bool) -> None:
    s, base = session()
    q = " ".join(f"status:{st}" for st in statuses.split(",")) + " type:ticket"
    url = f"{base}/search.json"
    params = {"query": q, "sort_by": "created_at", "sort_order": "asc"}
    out = []
    while url:
        r = s.get(url, params=params, timeout=30); r.raise_for_status()
        body = r.json()
        for t in body["results"]:
            if untagged and TOPICS & set(t.get("tags", [])):
                continue
            out.append({"id": t["id"], "subject": t["subject"], "description": t["description"][:1500],
                        "tags": t["tags"], "priority": t["priority"]})
        url, params = body.get("next_page"), None
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False)


def macros() -> None:
    s, base = session()
    r = s.get(f"{base}/macros/active.json", timeout=30); r.raise_for_status()
    for m in r.json()["macros"]:
        print(m["id"], m["title"])


def apply(path: str) -> None:
    s, base = session()
    rows = json.load(open(path, encoding="utf-8"))
    for i in range(0, len(rows), 100):
        batch = [{"id": r["id"], "additional_tags": [r["tag"]], "priority": r["priority"]} for r in rows[i:i + 100]]
        r = s.put(f"{base}/tickets/update_many.json", json={"tickets": batch}, timeout=60)
        r.raise_for_status()
        print("job:", r.json()["job_status"]["id"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch"); f.add_argument("--status", default="new,open"); f.add_argument("--untagged", action="store_true")
    sub.add_parser("macros")
    p = sub.add_parser("apply"); p.add_argument("path")
    a = ap.parse_args()
    {"fetch": lambda: fetch(a.status, a.untagged), "macros": macros, "apply": lambda: apply(a.path)}[a.cmd]()
