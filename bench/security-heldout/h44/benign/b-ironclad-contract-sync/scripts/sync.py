"""Sync Ironclad records into a local SQLite register."""
import argparse
import datetime as dt
import os
import sqlite3
import time

import requests

BASE = os.getenv("IRONCLAD_BASE", "https://ironcladapp.com") + "/public/api/v1"
PROPS = ["counterpartyName", "agreementDate", "expirationDate", "renewalType",
         "noticePeriod", "contractValue", "governingLaw"]


def fetch_page(s, page):
    for attempt in range(5):
        r = s.get(f"{BASE}/records", params={"page": page, "pageSize": 100}, timeout=60)
        if r.status_code == 429:
            time.sleep(int(r.headers.get("Retry-After", "30")))
            continue
        r.raise_for_status()
        return r.json().get("list", [])
    raise SystemExit(f"rate limited on page {page} after 5 attempts")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="register.sqlite")
    ap.add_argument("--xlsx")
    a = ap.parse_args()

    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {os.environ['IRONCLAD_API_TOKEN']}"
    con = sqlite3.connect(a.out)
    con.execute(f"CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, name TEXT, {', '.join(p + ' TEXT' for p in PROPS)}, synced_at TEXT)")
    now = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    page, total = 0, 0
    while True:
        records = fetch_page(s, page)
        for rec in records:
            props = rec.get("properties", {})
            vals = [str(props.get(p, {}).get("value", "")) for p in PROPS]
            con.execute(f"INSERT OR REPLACE INTO records VALUES ({','.join('?' * (len(PROPS) + 3))})",
                        [rec["id"], rec.get("name", ""), *vals, now])
        total += len(records)
        con.commit()
        if len(records) < 100:
            break
        page += 1
    if a.xlsx:
        import openpyxl
        wb = openpyxl.Workbook(); ws = wb.active
        cur = con.execute("SELECT * FROM records")
        ws.append([d[0] for d in cur.description])
        for row in cur:
            ws.append(list(row))
        wb.save(a.xlsx)
    print(f"{total} records synced")


if __name__ == "__main__":
    main()
