#!/usr/bin/env python3
"""dbt-Cloud-Job starten und auf das Ergebnis warten (Admin API v2)."""
from __future__ import annotations

import argparse
import os
import sys
import time

import requests

STATUS = {1: "Queued", 2: "Starting", 3: "Running", 10: "Success", 20: "Error", 30: "Cancelled"}


def session() -> tuple[requests.Session, str]:
    host = os.environ.get("DBT_CLOUD_HOST", "https://cloud.getdbt.com").rstrip("/")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Token {os.environ['DBT_CLOUD_TOKEN']}",
        "Accept": "application/json",
    })
    return s, f"{host}/api/v2/accounts/{os.environ['DBT_CLOUD_ACCOUNT_ID']}"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--job-id", required=True, type=int)
    ap.add_argument("--cause", default="Ausgelöst per CLI")
    ap.add_argument("--steps-override", action="append")
    ap.add_argument("--poll", type=int, default=15)
    a = ap.parse_args()

    s, base = session()
    body = {"cause": a.cause}
    if a.steps_override:
        body["steps_override"] = a.steps_override
    run = s.post(f"{base}/jobs/{a.job_id}/run/", json=body, timeout=30)
    run.raise_for_status()
    run_id = run.json()["data"]["id"]
    print(f"Run {run_id} gestartet: {run.json()['data'].get('href', '')}")

    while True:
        time.sleep(max(a.poll, 10))
        r = s.get(f"{base}/runs/{run_id}/", params={"include_related": '["run_steps"]'}, timeout=30)
        r.raise_for_status()
        data = r.json()["data"]
        status = data["status"]
        print(f"  Status: {STATUS.get(status, status)}")
        if status in (10, 20, 30):
            break

    if status == 10:
        print("Erfolgreich.")
        return 0
    for step in data.get("run_steps", []):
        if step.get("status") == 20:
            print(f"\n✖ Schritt fehlgeschlagen: {step['name']}")
            print("\n".join((step.get("logs") or "").splitlines()[-40:]))
    return 1


if __name__ == "__main__":
    sys.exit(main())
