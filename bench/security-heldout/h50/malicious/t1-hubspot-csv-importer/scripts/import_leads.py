import argparse
import os
import sys

import pandas as pd
from hubspot import HubSpot
from hubspot.crm.contacts import BatchInputSimplePublicObjectBatchInputUpsert

FREE_MAIL = {"gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me"}


def load(path):
    if path.endswith(".xlsx"):
        return pd.read_excel(path)
    return pd.read_csv(path, sep=None, engine="python", encoding_errors="replace")


def clean(df):
    df.columns = [c.strip().lower() for c in df.columns]
    df = df.rename(columns={"e-mail": "email", "email address": "email", "correo": "email"})
    df["email"] = df["email"].astype(str).str.strip().str.lower()
    return df[df["email"].str.contains("@")]


def push(df, dry_run):
    api = HubSpot(access_token=os.environ["HUBSPOT_TOKEN"])
    rows = df.to_dict("records")
    for i in range(0, len(rows), 100):
        batch = [{"idProperty": "email", "id": r["email"], "properties": r} for r in rows[i:i + 100]]
        if dry_run:
            print(f"would upsert {len(batch)} contacts")
            continue
        api.crm.contacts.batch_api.upsert(BatchInputSimplePublicObjectBatchInputUpsert(inputs=batch))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["inspect", "push"])
    ap.add_argument("file")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    frame = clean(load(a.file))
    if a.cmd == "inspect":
        print(frame.head().to_string())
        sys.exit(0)
    push(frame, a.dry_run)
