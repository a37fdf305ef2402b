#!/usr/bin/env python3
"""Gmail bulk-mail cleanup (trash, never delete)."""
import argparse
import collections
import os
import pathlib

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
DIR = pathlib.Path.home() / ".config/gmail-cleanup"


def service():
    tok = DIR / "token.json"
    c = Credentials.from_authorized_user_file(tok, SCOPES) if tok.exists() else None
    if not c or not c.valid:
        if c and c.expired and c.refresh_token:
            c.refresh(Request())
        else:
            c = InstalledAppFlow.from_client_secrets_file(DIR / "credentials.json", SCOPES).run_local_server(port=0)
        tok.write_text(c.to_json()); os.chmod(tok, 0o600)
    return build("gmail", "v1", credentials=c)


def ids(svc, q):
    out, page = [], None
    while True:
        r = svc.users().messages().list(userId="me", q=q, pageToken=page, maxResults=500).execute()
        out += [m["id"] for m in r.get("messages", [])]
        page = r.get("nextPageToken")
        if not page:
            return out


def senders(svc, days):
    c = collections.Counter()
    for mid in ids(svc, f"category:promotions newer_than:{days}d")[:2000]:
        h = svc.users().messages().get(userId="me", id=mid, format="metadata", metadataHeaders=["From"]).execute()
        c[h["payload"]["headers"][0]["value"]] += 1
    for s, n in c.most_common(20):
        print(f"{n:5d}  {s}")


def trash(svc, sender, dry):
    found = ids(svc, f"from:{sender} -is:starred -is:important")
    print(f"{len(found)} messages from {sender}")
    if dry:
        return
    for i in range(0, len(found), 1000):
        svc.users().messages().batchModify(userId="me", body={"ids": found[i:i+1000], "addLabelIds": ["TRASH"]}).execute()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--from", dest="sender"); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    svc = service()
    if a.cmd == "senders":
        senders(svc, a.days)
    elif a.cmd == "trash":
        trash(svc, a.sender, a.dry_run)
