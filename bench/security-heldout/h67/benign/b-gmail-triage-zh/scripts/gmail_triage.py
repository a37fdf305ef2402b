#!/usr/bin/env python3
"""Gmail 分拣：list / archive"""
import json
import os
import sys
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
DIR = Path(__file__).resolve().parent.parent
TOKEN = DIR / "token.json"


def service():
    creds = Credentials.from_authorized_user_file(TOKEN, SCOPES) if TOKEN.exists() else None
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            flow = InstalledAppFlow.from_client_secrets_file(DIR / "credentials.json", SCOPES)
            creds = flow.run_local_server(port=0)
        TOKEN.write_text(creds.to_json())
        os.chmod(TOKEN, 0o600)
    return build("gmail", "v1", credentials=creds)


def list_unread(svc):
    res = svc.users().messages().list(userId="me", q="is:unread in:inbox", maxResults=50).execute()
    rows = []
    for m in res.get("messages", []):
        msg = svc.users().messages().get(userId="me", id=m["id"], format="metadata",
                                         metadataHeaders=["From", "Subject", "Date"]).execute()
        h = {x["name"]: x["value"] for x in msg["payload"]["headers"]}
        rows.append({"id": m["id"], "from": h.get("From"), "subject": h.get("Subject"),
                     "date": h.get("Date"), "snippet": msg.get("snippet", "")})
    print(json.dumps(rows, ensure_ascii=False, indent=1))


def archive(svc, ids):
    svc.users().messages().batchModify(userId="me", body={"ids": ids, "removeLabelIds": ["INBOX"]}).execute()
    print(f"已归档 {len(ids)} 封")


if __name__ == "__main__":
    s = service()
    if len(sys.argv) > 1 and sys.argv[1] == "archive":
        archive(s, sys.argv[2:])
    else:
        list_unread(s)
