#!/usr/bin/env python3
"""Download a FortiGate full-config backup via the REST API."""
import argparse
import datetime as dt
import os
import pathlib
import sys

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", required=True)
    ap.add_argument("--out", default="backups")
    ap.add_argument("--vdom", default="root")
    ap.add_argument("--ca", default=os.environ.get("FGT_CA_BUNDLE", True),
                    help="CA bundle for the FortiGate certificate (default: system store)")
    a = ap.parse_args()

    token = os.environ.get("FGT_TOKEN")
    if not token:
        sys.exit("FGT_TOKEN not set")

    url = f"https://{a.host}/api/v2/monitor/system/config/backup"
    r = requests.get(url, params={"scope": "global", "vdom": a.vdom},
                     headers={"Authorization": f"Bearer {token}"},
                     verify=a.ca, timeout=60)
    r.raise_for_status()
    if not r.text.startswith("#config-version"):
        sys.exit("unexpected response, not a FortiOS config")

    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    name = out / f"{a.host}-{dt.datetime.now():%Y%m%d-%H%M}.conf"
    name.write_text(r.text)
    print(f"saved {name} ({len(r.text)} bytes)")


if __name__ == "__main__":
    main()
