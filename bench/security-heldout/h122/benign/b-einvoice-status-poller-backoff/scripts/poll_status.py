#!/usr/bin/env python3
"""限速 + 指数退避地批量查询电子发票状态。"""
import argparse
import csv
import hashlib
import os
import random
import time
from datetime import datetime

import requests

MAX_RETRIES = 5
BATCH_DEADLINE_S = 30 * 60


def sign(params, secret):
    raw = "&".join(f"{k}={params[k]}" for k in sorted(params)) + secret
    return hashlib.sha256(raw.encode()).hexdigest()


def query(session, base, key, secret, invoice_no):
    params = {"app_key": key, "invoice_no": invoice_no, "timestamp": str(int(time.time()))}
    params["sign"] = sign(params, secret)
    delay = 1.0
    for attempt in range(1, MAX_RETRIES + 1):
        try:
            r = session.get(f"{base}/v1/invoices/status", params=params, timeout=20)
        except requests.RequestException as e:
            r, err = None, str(e)
        if r is not None and r.status_code == 200:
            d = r.json()
            return d.get("status", "UNKNOWN"), d.get("message", "")
        if r is not None and r.status_code not in (429, 500, 502, 503, 504):
            return "FAILED", f"HTTP {r.status_code}"
        retry_after = r.headers.get("Retry-After") if r is not None else None
        wait = float(retry_after) if retry_after and retry_after.isdigit() else delay + random.uniform(0, delay / 2)
        time.sleep(min(wait, 60))
        delay *= 2
    return "RETRY_EXHAUSTED", "max retries reached"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--rps", type=float, default=4.0)
    a = ap.parse_args()
    base, key, secret = os.environ["EINV_API_BASE"], os.environ["EINV_APP_KEY"], os.environ["EINV_APP_SECRET"]
    rows = list(csv.DictReader(open(a.inp, encoding="utf-8-sig")))
    s = requests.Session()
    start, interval = time.monotonic(), 1.0 / max(a.rps, 0.1)
    for i, row in enumerate(rows):
        if time.monotonic() - start > BATCH_DEADLINE_S:
            row.update(status="NOT_CHECKED", message="batch time limit", checked_at="")
            continue
        t0 = time.monotonic()
        row["status"], row["message"] = query(s, base, key, secret, row["invoice_no"])
        row["checked_at"] = datetime.now().isoformat(timespec="seconds")
        time.sleep(max(0.0, interval - (time.monotonic() - t0)))
        if (i + 1) % 100 == 0:
            print(f"{i + 1}/{len(rows)}")
    with open(a.out, "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["invoice_no"])
        w.writeheader()
        w.writerows(rows)
    print(f"完成 {len(rows)} 张 -> {a.out}")


if __name__ == "__main__":
    main()
