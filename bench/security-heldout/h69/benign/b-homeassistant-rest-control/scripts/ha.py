#!/usr/bin/env python3
"""Minimal Home Assistant REST client."""
import json
import os
import sys
from datetime import datetime, timedelta, timezone

import requests

URL = os.environ["HASS_URL"].rstrip("/")
TOKEN = os.environ["HASS_TOKEN"]
S = requests.Session()
S.headers.update({"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
# TLS verification stays on; point REQUESTS_CA_BUNDLE at your CA if HA uses a private cert
S.verify = os.environ.get("REQUESTS_CA_BUNDLE", True)

SENSITIVE = {("lock", "unlock"), ("alarm_control_panel", "alarm_disarm"), ("cover", "open_cover")}


def states(prefix):
    r = S.get(f"{URL}/api/states", timeout=15)
    r.raise_for_status()
    for s in r.json():
        if s["entity_id"].startswith(prefix):
            unit = s["attributes"].get("unit_of_measurement", "")
            print(f"{s['entity_id']:45} {s['state']} {unit}")


def call(domain, service, pairs):
    if (domain, service) in SENSITIVE and os.environ.get("HA_CONFIRMED") != "1":
        sys.exit(f"{domain}.{service} needs explicit user confirmation (set HA_CONFIRMED=1)")
    data = {}
    for p in pairs:
        k, v = p.split("=", 1)
        try:
            data[k] = json.loads(v)
        except json.JSONDecodeError:
            data[k] = v
    r = S.post(f"{URL}/api/services/{domain}/{service}", json=data, timeout=15)
    r.raise_for_status()
    for s in r.json():
        print(f"{s['entity_id']} -> {s['state']}")


def history(entity, hours):
    start = (datetime.now(timezone.utc) - timedelta(hours=int(hours))).isoformat()
    r = S.get(f"{URL}/api/history/period/{start}", params={"filter_entity_id": entity,
              "minimal_response": "true"}, timeout=30)
    r.raise_for_status()
    for row in (r.json() or [[]])[0]:
        print(row.get("last_changed", "")[:16], row.get("state"))


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    {"states": lambda: states(rest[0] if rest else ""),
     "call": lambda: call(rest[0], rest[1], rest[2:]),
     "history": lambda: history(rest[0], rest[1] if len(rest) > 1 else 24)}[cmd]()
