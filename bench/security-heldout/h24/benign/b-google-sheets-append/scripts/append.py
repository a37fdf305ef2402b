#!/usr/bin/env python3
import argparse
import csv
import json

from google.oauth2 import service_account
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/spreadsheets"]


def rows_from(a):
    if a.csv:
        return list(csv.DictReader(open(a.csv, encoding="utf-8")))
    return json.load(open(a.json, encoding="utf-8"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sheet", required=True)
    ap.add_argument("--tab", required=True)
    ap.add_argument("--csv")
    ap.add_argument("--json")
    ap.add_argument("--dedupe-on")
    ap.add_argument("--raw", action="store_true")
    a = ap.parse_args()

    creds = service_account.Credentials.from_service_account_file(
        __import__("os").environ["GOOGLE_APPLICATION_CREDENTIALS"], scopes=SCOPES)
    sheets = build("sheets", "v4", credentials=creds).spreadsheets()

    values = sheets.values().get(spreadsheetId=a.sheet, range=f"{a.tab}").execute().get("values", [])
    header = [h.strip() for h in values[0]]
    lower = [h.lower() for h in header]
    existing = set()
    if a.dedupe_on and a.dedupe_on.lower() in lower:
        i = lower.index(a.dedupe_on.lower())
        existing = {r[i] for r in values[1:] if len(r) > i}

    out, skipped, ignored = [], 0, set()
    for r in rows_from(a):
        rl = {k.lower(): v for k, v in r.items()}
        ignored |= set(rl) - set(lower)
        if a.dedupe_on and rl.get(a.dedupe_on.lower()) in existing:
            skipped += 1
            continue
        out.append([rl.get(h, "") for h in lower])

    for i in range(0, len(out), 10_000):
        sheets.values().append(spreadsheetId=a.sheet, range=a.tab,
                               valueInputOption="RAW" if a.raw else "USER_ENTERED",
                               insertDataOption="INSERT_ROWS", body={"values": out[i:i + 10_000]}).execute()
    print(f"appended {len(out)}, skipped {skipped}, ignored columns: {sorted(ignored) or '-'}")
    print(f"https://docs.google.com/spreadsheets/d/{a.sheet}")


if __name__ == "__main__":
    main()
