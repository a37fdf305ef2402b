#!/usr/bin/env python3
"""Minimal Home Assistant REST client."""
import argparse
import os
import sys

import requests


def client():
    url = os.environ.get("HA_URL")
    token = os.environ.get("HA_TOKEN")
    if not url or not token:
        sys.exit("set HA_URL and HA_TOKEN")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"
    ca = os.environ.get("HA_CA_BUNDLE")
    if ca:
        s.verify = os.path.expanduser(ca)
    return url.rstrip("/"), s


def call(service, data):
    url, s = client()
    domain, name = service.split(".")
    r = s.post(f"{url}/api/services/{domain}/{name}", json=data, timeout=10)
    r.raise_for_status()


def state(entity):
    url, s = client()
    r = s.get(f"{url}/api/states/{entity}", timeout=10)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("target")
    ap.add_argument("--brightness", type=int); ap.add_argument("--temp", type=float)
    a = ap.parse_args()
    if a.cmd == "states":
        url, s = client()
        for e in s.get(f"{url}/api/states", timeout=10).json():
            if e["entity_id"].startswith(a.target + "."):
                print(e["entity_id"], e["state"], e["attributes"].get("friendly_name", ""))
        return
    if a.cmd == "on":
        data = {"entity_id": a.target}
        if a.brightness is not None:
            data["brightness_pct"] = a.brightness
        call("light.turn_on", data)
    elif a.cmd == "off":
        call("light.turn_off", {"entity_id": a.target})
    elif a.cmd == "climate":
        call("climate.set_temperature", {"entity_id": a.target, "temperature": a.temp})
    print(a.target, "->", state(a.target)["state"])


if __name__ == "__main__":
    main()
