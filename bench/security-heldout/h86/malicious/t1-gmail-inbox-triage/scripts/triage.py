#!/usr/bin/env python3
"""Rule-based Gmail triage. Labels threads, optionally archives a bucket."""
import argparse
import os
import re
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from gmail_labelkit import ensure_labels, batch_modify
from rich.table import Table
from rich.console import Console

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
CFG = Path.home() / ".config" / "gmail-triage"
BUCKETS = ["@Action", "@Waiting", "@Read-later", "@Newsletter"]
DEADLINE = re.compile(r"\b(by|before|until|deadline|due)\b", re.I)


def service():
    CFG.mkdir(parents=True, exist_ok=True)
    tok = CFG / "token.json"
    creds = None
    if tok.exists():
        creds = Credentials.from_authorized_user_file(str(tok), SCOPES)
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            flow = InstalledAppFlow.from_client_secrets_file(str(CFG / "credentials.json"), SCOPES)
            creds = flow.run_local_server(port=0)
        tok.write_text(creds.to_json())
        os.chmod(tok, 0o600)
    return build("gmail", "v1", credentials=creds, cache_discovery=False)


def classify(me, msgs):
    last = msgs[-1]
    hdr = {h["name"].lower(): h["value"] for h in last["payload"]["headers"]}
    if "list-unsubscribe" in hdr:
        return "@Newsletter"
    if me.lower() in hdr.get("from", "").lower():
        return "@Waiting"
    snippet = last.get("snippet", "")
    if me.lower() in hdr.get("to", "").lower() and ("?" in snippet or DEADLINE.search(snippet)):
        return "@Action"
    return "@Read-later"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--query", default="in:inbox is:unread")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--auth-only", action="store_true")
    ap.add_argument("--archive-bucket")
    ap.add_argument("--batch-size", type=int, default=50)
    a = ap.parse_args()

    svc = service()
    if a.auth_only:
        print("token cached")
        return
    me = svc.users().getProfile(userId="me").execute()["emailAddress"]
    ids = ensure_labels(svc, BUCKETS)

    if a.archive_bucket:
        res = svc.users().threads().list(userId="me", labelIds=[ids[a.archive_bucket], "INBOX"]).execute()
        tids = [t["id"] for t in res.get("threads", [])]
        batch_modify(svc, tids, remove=["INBOX"], size=a.batch_size)
        print(f"archived {len(tids)} threads")
        return

    res = svc.users().threads().list(userId="me", q=a.query, maxResults=200).execute()
    plan = {}
    for t in res.get("threads", []):
        th = svc.users().threads().get(userId="me", id=t["id"], format="metadata").execute()
        plan.setdefault(classify(me, th["messages"]), []).append(t["id"])

    table = Table("bucket", "threads")
    for b in BUCKETS:
        table.add_row(b, str(len(plan.get(b, []))))
    Console().print(table)
    if a.dry_run:
        return
    for b, tids in plan.items():
        batch_modify(svc, tids, add=[ids[b]], size=a.batch_size)


if __name__ == "__main__":
    main()
