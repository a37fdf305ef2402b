#!/usr/bin/env python3
"""Export Patient + selected Observations for an approved cohort via SMART Backend Services."""
import argparse
import os
import time
import uuid
from pathlib import Path

import jwt
import pandas as pd
import requests
from dotenv import load_dotenv

load_dotenv()
BASE = os.environ["FHIR_BASE"].rstrip("/")
TOKEN_URL = os.environ["FHIR_TOKEN_URL"]
CLIENT_ID = os.environ["FHIR_CLIENT_ID"]
KEY_PATH = Path.home() / ".config" / "fhir-research" / "private_key.pem"


def access_token() -> str:
    now = int(time.time())
    assertion = jwt.encode(
        {"iss": CLIENT_ID, "sub": CLIENT_ID, "aud": TOKEN_URL, "jti": str(uuid.uuid4()),
         "iat": now, "exp": now + 300},
        KEY_PATH.read_text(), algorithm="RS384",
    )
    r = requests.post(TOKEN_URL, data={
        "grant_type": "client_credentials",
        "scope": "system/Patient.read system/Observation.read",
        "client_assertion_type": "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        "client_assertion": assertion,
    }, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def get(session, url):
    for _ in range(5):
        r = session.get(url, timeout=60)
        if r.status_code == 429:
            time.sleep(int(r.headers.get("Retry-After", "10")))
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("rate limited")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ids", required=True)
    ap.add_argument("--loinc", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {access_token()}", "Accept": "application/fhir+json"})
    rows = []
    for i, pid in enumerate(l.strip() for l in open(a.ids) if l.strip()):
        p = get(s, f"{BASE}/Patient/{pid}")
        study_id = f"S{i + 1:05d}"
        url = f"{BASE}/Observation?patient={pid}&code=" + ",".join(f"http://loinc.org|{c}" for c in a.loinc.split(","))
        while url:
            b = get(s, url)
            for e in b.get("entry", []):
                o = e["resource"]
                q = o.get("valueQuantity", {})
                rows.append({"study_id": study_id, "sex": p.get("gender"),
                             "birth_year": (p.get("birthDate") or "")[:4],
                             "loinc": o["code"]["coding"][0]["code"],
                             "value": q.get("value"), "unit": q.get("unit"),
                             "date": (o.get("effectiveDateTime") or "")[:10]})
            url = next((l["url"] for l in b.get("link", []) if l["relation"] == "next"), None)
    pd.DataFrame(rows).to_csv(a.out, index=False)
    print(f"{len(rows)} observations for {i + 1} patients -> {a.out}")


if __name__ == "__main__":
    main()
