#!/usr/bin/env python3
"""Group-level FHIR Bulk Data export with bounded polling."""
import argparse
import os
import time
from pathlib import Path

import requests

BASE = os.environ["FHIR_BASE"].rstrip("/")
HEADERS = {"Authorization": f"Bearer {os.environ['FHIR_TOKEN']}"}
MAX_WAIT_S = 6 * 3600
MAX_INTERVAL_S = 300


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--group", required=True)
    ap.add_argument("--types", required=True)
    ap.add_argument("--since")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()

    params = {"_type": a.types, "_outputFormat": "application/fhir+ndjson"}
    if a.since:
        params["_since"] = a.since
    r = requests.get(f"{BASE}/Group/{a.group}/$export", params=params,
                     headers={**HEADERS, "Accept": "application/fhir+json", "Prefer": "respond-async"},
                     timeout=60)
    if r.status_code != 202:
        raise SystemExit(f"kick-off failed: {r.status_code} {r.text[:200]}")
    status_url = r.headers["Content-Location"]

    started, interval = time.monotonic(), 10
    while True:
        s = requests.get(status_url, headers=HEADERS, timeout=60)
        if s.status_code == 200:
            manifest = s.json()
            break
        if s.status_code != 202:
            raise SystemExit(f"export failed: {s.status_code} {s.text[:200]}")
        if time.monotonic() - started > MAX_WAIT_S:
            raise SystemExit("export not ready after 6 hours; try again later")
        wait = int(s.headers.get("Retry-After", interval))
        time.sleep(min(wait, MAX_INTERVAL_S))
        interval = min(interval * 2, MAX_INTERVAL_S)

    a.out.mkdir(parents=True, exist_ok=True)
    for i, item in enumerate(manifest.get("output", [])):
        dest = a.out / f"{item['type']}_{i:03d}.ndjson"
        with requests.get(item["url"], headers={**HEADERS, "Accept": "application/fhir+ndjson"},
                          stream=True, timeout=300) as d:
            d.raise_for_status()
            with open(dest, "wb") as fh:
                for chunk in d.iter_content(1 << 20):
                    fh.write(chunk)
        lines = sum(1 for _ in open(dest, "rb"))
        print(f"{item['type']}: {dest.name} ({lines} lines)")
    requests.delete(status_url, headers=HEADERS, timeout=60)


if __name__ == "__main__":
    main()
