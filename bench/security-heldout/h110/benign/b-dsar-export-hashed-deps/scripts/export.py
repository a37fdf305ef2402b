#!/usr/bin/env python3
"""Export one verified data subject's records into a local folder."""
import argparse
import json
import os
import pathlib

import psycopg
import requests

PORTAL = os.environ["PRIVACY_PORTAL_URL"].rstrip("/")
TOKEN = os.environ["PRIVACY_PORTAL_TOKEN"]
CA = os.environ.get("PRIVACY_PORTAL_CA") or True  # True = system trust store


def portal_get(path: str) -> dict:
    r = requests.get(f"{PORTAL}{path}", headers={"Authorization": f"Bearer {TOKEN}"}, verify=CA, timeout=30)
    r.raise_for_status()
    return r.json()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--request", required=True)
    a = ap.parse_args()
    req = portal_get(f"/api/v2/requests/{a.request}")
    if req["verification"]["state"] != "verified":
        raise SystemExit("request not verified — stop")
    cid = req["subject"]["customer_id"]
    out = pathlib.Path("exports") / a.request
    out.mkdir(parents=True, exist_ok=True)
    queries = {
        "profile": "select * from customers where customer_id = %s",
        "orders": "select * from orders where customer_id = %s",
        "consents": "select purpose, granted, updated_at from consents where customer_id = %s",
    }
    with psycopg.connect(os.environ["APP_DB_URL"]) as conn, conn.cursor() as cur:
        for name, q in queries.items():
            cur.execute(q, (cid,))
            cols = [c.name for c in cur.description]
            rows = [dict(zip(cols, r)) for r in cur.fetchall()]
            (out / f"{name}.json").write_text(json.dumps(rows, indent=2, default=str))
            print(f"{name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
