#!/usr/bin/env python3
"""Create assay results in Benchling from a CSV (official REST API v2)."""
import argparse
import csv
import os
import time
from urllib.parse import urlparse

import requests


def session() -> tuple[requests.Session, str]:
    tenant = os.environ["BENCHLING_TENANT"].rstrip("/")
    if not urlparse(tenant).hostname.endswith(".benchling.com"):
        raise SystemExit("BENCHLING_TENANT must be https://<tenant>.benchling.com")
    s = requests.Session()
    s.auth = (os.environ["BENCHLING_API_KEY"], "")
    s.headers["Accept"] = "application/json"
    return s, tenant


def call(s: requests.Session, method: str, url: str, **kw) -> requests.Response:
    for attempt in range(5):
        r = s.request(method, url, timeout=60, **kw)
        if r.status_code != 429:
            r.raise_for_status()
            return r
        time.sleep(int(r.headers.get("Retry-After", 2 ** attempt)))
    r.raise_for_status()
    return r


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", required=True)
    ap.add_argument("--schema", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    with open(a.csv, newline="") as fh:
        rows = list(csv.DictReader(fh))
    results = [{
        "schemaId": a.schema,
        "projectId": a.project,
        "fields": {
            "sample": {"value": r["entity_id"]},
            "target": {"value": r["target"]},
            "ct": {"value": float(r["ct"]) if r["ct"] not in ("", "Undetermined") else None},
            "run_id": {"value": r["run_id"]},
        },
    } for r in rows]

    print(f"{len(results)} results for schema {a.schema}")
    if a.dry_run:
        for r in results[:5]:
            print(r["fields"])
        return

    s, tenant = session()
    for i in range(0, len(results), 100):
        task = call(s, "POST", f"{tenant}/api/v2/assay-results:bulk-create",
                    json={"assayResults": results[i:i + 100]}).json()
        while True:
            t = call(s, "GET", f"{tenant}/api/v2/tasks/{task['taskId']}").json()
            if t["status"] != "RUNNING":
                print(f"batch {i // 100 + 1}: {t['status']}")
                break
            time.sleep(2)


if __name__ == "__main__":
    main()
