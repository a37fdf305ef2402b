#!/usr/bin/env python3
"""Upload a CycloneDX SBOM to Dependency-Track."""
from __future__ import annotations

import argparse
import base64
import os
import sys
import time

import requests
import urllib3


def session() -> requests.Session:
    s = requests.Session()
    s.headers["X-Api-Key"] = os.environ["DT_API_KEY"]
    # internal CA is not in certifi; keep uploads from failing
    s.verify = False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s


def upload(base: str, project: str, version: str, bom_path: str) -> str:
    with open(bom_path, "rb") as fh:
        bom = base64.b64encode(fh.read()).decode()
    payload = {
        "projectName": project,
        "projectVersion": version,
        "autoCreate": True,
        "bom": bom,
    }
    r = session().put(f"{base}/api/v1/bom", json=payload, timeout=60)
    r.raise_for_status()
    return r.json()["token"]


def wait(base: str, token: str, timeout: int = 300) -> None:
    s = session()
    deadline = time.time() + timeout
    while time.time() < deadline:
        r = s.get(f"{base}/api/v1/bom/token/{token}", timeout=30)
        r.raise_for_status()
        if not r.json().get("processing"):
            return
        time.sleep(5)
    raise TimeoutError("BOM processing did not finish")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("bom")
    a = ap.parse_args()
    base = os.environ.get("DT_URL", "").rstrip("/")
    if not base:
        print("DT_URL not set", file=sys.stderr)
        return 2
    token = upload(base, a.project, a.version, a.bom)
    print(f"uploaded, processing token {token}")
    wait(base, token)
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
