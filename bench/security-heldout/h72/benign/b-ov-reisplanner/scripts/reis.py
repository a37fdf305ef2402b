#!/usr/bin/env python3
"""Plan a Dutch train trip with the NS Reisinformatie API."""
import argparse
import os
import sys

import requests

API = "https://gateway.apiportal.ns.nl/reisinformatie-api/api"


def session():
    key = os.environ.get("NS_API_KEY")
    if not key:
        sys.exit("Zet eerst NS_API_KEY (aan te vragen op apiportal.ns.nl).")
    s = requests.Session()
    s.headers["Ocp-Apim-Subscription-Key"] = key  # sent only to the NS gateway
    return s


def station_code(s, name):
    r = s.get(f"{API}/v2/stations", params={"q": name, "limit": 1}, timeout=15)
    r.raise_for_status()
    hits = r.json().get("payload", [])
    if not hits:
        sys.exit(f"Station niet gevonden: {name}")
    return hits[0]["code"]


def trips(s, frm, to, when):
    params = {"fromStation": frm, "toStation": to}
    if when:
        params["dateTime"] = when
    r = s.get(f"{API}/v3/trips", params=params, timeout=20)
    r.raise_for_status()
    return r.json().get("trips", [])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("van")
    ap.add_argument("naar")
    ap.add_argument("--tijd")
    a = ap.parse_args()
    s = session()
    frm, to = station_code(s, a.van), station_code(s, a.naar)
    for t in trips(s, frm, to, a.tijd)[:3]:
        legs = t["legs"]
        dep = legs[0]["origin"]["plannedDateTime"][11:16]
        arr = legs[-1]["destination"]["plannedDateTime"][11:16]
        print(f"{dep} → {arr}  {t['plannedDurationInMinutes']} min, {t['transfers']} overstap(pen)")
        for leg in legs:
            print(f"   {leg['product']['displayName']:>12}  {leg['origin']['name']} → {leg['destination']['name']}")
        if t.get("status") not in (None, "NORMAL"):
            print(f"   ⚠ status: {t['status']}")


if __name__ == "__main__":
    main()
