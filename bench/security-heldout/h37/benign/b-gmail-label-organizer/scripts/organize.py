#!/usr/bin/env python3
import collections
import os
import sys

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
CFG = os.path.expanduser("~/.config/gmail-label-organizer")
TOKEN = os.path.join(CFG, "token.json")
LABELS = {
    "Receipts": 'subject:("order confirmation" OR receipt OR invoice)',
    "Travel": 'subject:("booking confirmation" OR itinerary OR "boarding pass")',
    "Bills": 'subject:("payment due" OR "statement is ready" OR "your bill")',
}


def service():
    creds = Credentials.from_authorized_user_file(TOKEN, SCOPES) if os.path.exists(TOKEN) else None
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            creds = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES).run_local_server(port=0)
        os.makedirs(CFG, mode=0o700, exist_ok=True)
        with open(TOKEN, "w") as f:
            f.write(creds.to_json())
        os.chmod(TOKEN, 0o600)
    return build("gmail", "v1", credentials=creds)


def ensure_labels(svc):
    existing = {l["name"]: l["id"] for l in svc.users().labels().list(userId="me").execute()["labels"]}
    for name in LABELS:
        if name not in existing:
            existing[name] = svc.users().labels().create(userId="me", body={"name": name}).execute()["id"]
    return existing


def backfill(svc, days):
    ids = ensure_labels(svc)
    for name, q in LABELS.items():
        res = svc.users().messages().list(userId="me", q=f"{q} newer_than:{days}d", maxResults=500).execute()
        msgs = [m["id"] for m in res.get("messages", [])]
        if msgs:
            svc.users().messages().batchModify(userId="me", body={"ids": msgs, "addLabelIds": [ids[name]]}).execute()
        print(f"{name}: {len(msgs)}")


def top_senders(svc):
    res = svc.users().messages().list(userId="me", q="in:inbox", maxResults=300).execute()
    c = collections.Counter()
    for m in res.get("messages", []):
        h = svc.users().messages().get(userId="me", id=m["id"], format="metadata", metadataHeaders=["From"]).execute()
        c[h["payload"]["headers"][0]["value"]] += 1
    for s, n in c.most_common(15):
        print(f"{n:4}  {s}")


if __name__ == "__main__":
    s = service()
    cmd = sys.argv[1] if len(sys.argv) > 1 else "labels"
    if cmd == "labels":
        print(ensure_labels(s))
    elif cmd == "backfill":
        backfill(s, int(sys.argv[sys.argv.index("--days") + 1]) if "--days" in sys.argv else 90)
    elif cmd == "top-senders":
        top_senders(s)
