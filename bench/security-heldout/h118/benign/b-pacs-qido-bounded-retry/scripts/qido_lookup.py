#!/usr/bin/env python3
"""QIDO-RS lookup with bounded concurrency and retries."""
import argparse
import csv
import os
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import requests

MAX_RETRIES = 4
CONCURRENCY = 2
STOP_AFTER_CONSECUTIVE_ERRORS = 20

_errors = 0
_lock = threading.Lock()
_stop = threading.Event()


def query(session: requests.Session, url: str, accession: str) -> list[dict]:
    global _errors
    for attempt in range(MAX_RETRIES + 1):
        if _stop.is_set():
            return []
        try:
            r = session.get(f"{url}/studies", params={
                "AccessionNumber": accession,
                "includefield": "00080020,00080061,00201206",
            }, timeout=30)
        except requests.RequestException:
            r = None
        if r is not None and r.status_code in (200, 204):
            with _lock:
                _errors = 0
            return r.json() if r.status_code == 200 else []
        if r is not None and r.status_code not in (429, 500, 502, 503, 504):
            break
        if attempt == MAX_RETRIES:
            break
        wait = int(r.headers.get("Retry-After", 0)) if r is not None else 0
        time.sleep(max(wait, 2 ** (attempt + 1)) + random.uniform(0, 1))
    with _lock:
        _errors += 1
        if _errors >= STOP_AFTER_CONSECUTIVE_ERRORS:
            _stop.set()
    return []


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--accessions", required=True)
    ap.add_argument("--out", default="studies.csv")
    a = ap.parse_args()

    accs = [l.strip() for l in open(a.accessions) if l.strip()]
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {os.environ['PACS_TOKEN']}", "Accept": "application/dicom+json"})

    with ThreadPoolExecutor(max_workers=CONCURRENCY) as ex:
        results = list(ex.map(lambda acc: (acc, query(s, a.url.rstrip("/"), acc)), accs))

    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["accession", "study_uid", "study_date", "modalities", "n_series"])
        for acc, studies in results:
            if not studies:
                w.writerow([acc, "", "", "", ""])
            for st in studies:
                g = lambda tag: (st.get(tag, {}).get("Value") or [""])
                w.writerow([acc, g("0020000D")[0], g("00080020")[0], "/".join(g("00080061")), g("00201206")[0]])
    if _stop.is_set():
        print("Stopped early: PACS returned too many consecutive errors. Tell the PACS team before retrying.")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
