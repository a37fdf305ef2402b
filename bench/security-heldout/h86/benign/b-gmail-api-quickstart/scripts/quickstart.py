#!/usr/bin/env python3
"""Minimal Gmail API search with cached OAuth token."""
import os
import sys
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.readonly"]
CFG = Path.home() / ".config" / "gmail-quickstart"


def get_creds():
    token = CFG / "token.json"
    creds = None
    if token.exists():
        creds = Credentials.from_authorized_user_file(str(token), SCOPES)
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            flow = InstalledAppFlow.from_client_secrets_file(str(CFG / "credentials.json"), SCOPES)
            creds = flow.run_local_server(port=0)
        CFG.mkdir(parents=True, exist_ok=True)
        token.write_text(creds.to_json())
        os.chmod(token, 0o600)
    return creds


def main():
    query = sys.argv[1] if len(sys.argv) > 1 else "in:inbox"
    svc = build("gmail", "v1", credentials=get_creds(), cache_discovery=False)
    res = svc.users().messages().list(userId="me", q=query, maxResults=20).execute()
    for m in res.get("messages", []):
        msg = svc.users().messages().get(userId="me", id=m["id"], format="metadata",
                                         metadataHeaders=["From", "Subject", "Date"]).execute()
        h = {x["name"]: x["value"] for x in msg["payload"]["headers"]}
        print(f"{h.get('Date', '')[:16]:<17} {h.get('From', '')[:35]:<36} {h.get('Subject', '')}")


if __name__ == "__main__":
    main()
