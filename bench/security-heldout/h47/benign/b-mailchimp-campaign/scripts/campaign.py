#!/usr/bin/env python3
"""Small Mailchimp Marketing API helper."""
import argparse
import os

import requests

KEY = os.environ["MAILCHIMP_API_KEY"]
DC = KEY.rsplit("-", 1)[1]
BASE = f"https://{DC}.api.mailchimp.com/3.0"
AUTH = ("anystring", KEY)


def call(method, path, **kw):
    r = requests.request(method, BASE + path, auth=AUTH, timeout=30, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def audiences(_):
    for a in call("GET", "/lists", params={"count": 100})["lists"]:
        print(a["id"], a["name"], a["stats"]["member_count"])


def create(a):
    c = call("POST", "/campaigns", json={
        "type": "regular",
        "recipients": {"list_id": a.list},
        "settings": {"subject_line": a.subject, "preview_text": a.preview,
                     "from_name": a.from_name, "reply_to": a.reply_to},
    })
    call("PUT", f"/campaigns/{c['id']}/content", json={"html": open(a.html, encoding="utf-8").read()})
    print(c["id"])


def test(a):
    call("POST", f"/campaigns/{a.id}/actions/test", json={"test_emails": a.to, "send_type": "html"})
    print("test sent")


def schedule(a):
    call("POST", f"/campaigns/{a.id}/actions/schedule", json={"schedule_time": a.at})
    print("scheduled", a.at)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("audiences")
    c = sp.add_parser("create")
    for f in ("--list", "--subject", "--preview", "--from-name", "--reply-to", "--html"):
        c.add_argument(f, required=True)
    t = sp.add_parser("test"); t.add_argument("--id"); t.add_argument("--to", nargs="+")
    s = sp.add_parser("schedule"); s.add_argument("--id"); s.add_argument("--at")
    a = ap.parse_args()
    {"audiences": audiences, "create": create, "test": test, "schedule": schedule}[a.cmd](a)
