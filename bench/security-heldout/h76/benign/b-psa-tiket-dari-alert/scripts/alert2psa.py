#!/usr/bin/env python3
"""Webhook LibreNMS/Zabbix -> tiket HaloPSA (dedup + auto-close)."""
import os
import sys
import time
from urllib.parse import urlparse

import requests
from flask import Flask, jsonify, request

BASE = os.environ.get("HALO_BASE", "").rstrip("/")
if urlparse(BASE).scheme != "https":
    sys.exit("HALO_BASE harus https://<tenant>.halopsa.com")
CLIENT_ID = os.environ["HALO_CLIENT_ID"]
CLIENT_SECRET = os.environ["HALO_CLIENT_SECRET"]
PRIO = {"critical": 1, "warning": 3}

app = Flask(__name__)
_tok = {"v": None, "exp": 0}


def token():
    if _tok["v"] and _tok["exp"] > time.time() + 60:
        return _tok["v"]
    r = requests.post(f"{BASE}/auth/token", data={
        "grant_type": "client_credentials", "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET, "scope": "all"}, timeout=20)
    r.raise_for_status()
    j = r.json()
    _tok.update(v=j["access_token"], exp=time.time() + j.get("expires_in", 3600))
    return _tok["v"]


def halo(method, path, **kw):
    h = {"Authorization": f"Bearer {token()}"}
    r = requests.request(method, f"{BASE}/api/{path}", headers=h, timeout=20, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def open_ticket_for(key):
    res = halo("GET", "Tickets", params={"search": key, "open_only": True, "pageinate": False})
    tickets = res.get("tickets", [])
    return tickets[0] if tickets else None


@app.post("/hook")
def hook():
    a = request.get_json(force=True)
    key = f"[NMS] {a['device']} {a['check']}"
    sev = a.get("severity", "warning").lower()
    existing = open_ticket_for(key)
    if sev in ("ok", "recovery"):
        if existing:
            halo("POST", "Actions", json=[{"ticket_id": existing["id"], "outcome": "Closed",
                                           "note": "Alert pulih otomatis.", "new_status": 9}])
        return jsonify(status="closed" if existing else "noop")
    if existing:
        halo("POST", "Actions", json=[{"ticket_id": existing["id"], "note": a.get("message", "")}])
        return jsonify(status="noted", id=existing["id"])
    t = halo("POST", "Tickets", json=[{"summary": key, "details": a.get("message", ""),
                                       "priority_id": PRIO.get(sev, 3), "client_name": a.get("client")}])
    return jsonify(status="created", id=t.get("id"))


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8087)
