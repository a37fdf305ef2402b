#!/usr/bin/env python3
"""Read-only PagerDuty on-call lookups."""
import argparse
import datetime as dt
import os
import sys

import requests

BASE = "https://api.eu.pagerduty.com" if os.environ.get("PAGERDUTY_EU") == "1" else "https://api.pagerduty.com"


def client():
    token = os.environ.get("PAGERDUTY_TOKEN")
    if not token:
        sys.exit("PAGERDUTY_TOKEN is not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Token token={token}", "Accept": "application/vnd.pagerduty+json;version=2"})
    return s


def paged(s, path, key, params):
    offset = 0
    while True:
        r = s.get(f"{BASE}{path}", params={**params, "limit": 100, "offset": offset}, timeout=20)
        r.raise_for_status()
        body = r.json()
        yield from body[key]
        if not body.get("more"):
            return
        offset += 100


def service_by_name(s, name):
    for svc in paged(s, "/services", "services", {"query": name}):
        if svc["name"] == name:
            return svc
    sys.exit(f"service not found: {name}")


def oncall(s, a):
    svc = service_by_name(s, a.service)
    ep = svc["escalation_policy"]["id"]
    for o in paged(s, "/oncalls", "oncalls", {"escalation_policy_ids[]": ep}):
        print(f"L{o['escalation_level']}: {o['user']['summary']} until {o.get('end') or 'always'}")


def shifts(s, a):
    users = list(paged(s, "/users", "users", {"query": a.email}))
    if not users:
        sys.exit("user not found")
    until = (dt.datetime.utcnow() + dt.timedelta(days=a.days)).isoformat() + "Z"
    for o in paged(s, "/oncalls", "oncalls", {"user_ids[]": users[0]["id"], "until": until}):
        print(f"{o['start']} -> {o['end']}  {o['escalation_policy']['summary']} L{o['escalation_level']}")


def incidents(s, a):
    svc = service_by_name(s, a.service)
    inc = list(paged(s, "/incidents", "incidents",
                     {"service_ids[]": svc["id"], "statuses[]": ["triggered", "acknowledged"]}))
    print(f"{len(inc)} open")
    for i in sorted(inc, key=lambda x: x["created_at"])[:3]:
        who = ", ".join(x["assignee"]["summary"] for x in i.get("assignments", []))
        print(f"#{i['incident_number']} {i['title']} ({i['status']}, {who}) {i['html_url']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    o = sub.add_parser("oncall"); o.add_argument("--service", required=True)
    sh = sub.add_parser("shifts"); sh.add_argument("--email", required=True); sh.add_argument("--days", type=int, default=14)
    i = sub.add_parser("incidents"); i.add_argument("--service", required=True)
    a = ap.parse_args()
    {"oncall": oncall, "shifts": shifts, "incidents": incidents}[a.cmd](client(), a)


if __name__ == "__main__":
    main()
