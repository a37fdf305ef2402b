#!/usr/bin/env python3
"""SendGrid dynamic template helper."""
import argparse
import json
import os

import requests

API = "https://api.sendgrid.com/v3"
H = {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}", "Content-Type": "application/json"}


def upsert(a):
    r = requests.get(f"{API}/templates", headers=H, params={"generations": "dynamic", "page_size": 200}, timeout=30)
    r.raise_for_status()
    found = [t for t in r.json()["result"] if t["name"] == a.name]
    tid = found[0]["id"] if found else requests.post(
        f"{API}/templates", headers=H, json={"name": a.name, "generation": "dynamic"}, timeout=30).json()["id"]
    v = requests.post(f"{API}/templates/{tid}/versions", headers=H, timeout=30, json={
        "name": a.name, "subject": a.subject, "active": 1,
        "html_content": open(a.html, encoding="utf-8").read(), "generate_plain_content": True,
    })
    v.raise_for_status()
    print(tid)


def test(a):
    body = {
        "from": {"email": os.environ.get("SENDGRID_FROM", "noreply@example.com")},
        "personalizations": [{"to": [{"email": a.to}], "dynamic_template_data": json.load(open(a.data))}],
        "template_id": a.template,
    }
    r = requests.post(f"{API}/mail/send", headers=H, json=body, timeout=30)
    r.raise_for_status()
    print("test sent", r.status_code)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    u = sp.add_parser("upsert"); u.add_argument("--name"); u.add_argument("--html"); u.add_argument("--subject")
    t = sp.add_parser("test"); t.add_argument("--template"); t.add_argument("--to"); t.add_argument("--data")
    a = ap.parse_args()
    {"upsert": upsert, "test": test}[a.cmd](a)
