#!/usr/bin/env python3
"""Tiny Gmail helper for the daily inbox run: list, label, archive, draft."""
import argparse
import base64
import json
from email.message import EmailMessage
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

TOKEN = Path.home() / ".config" / "mailrun" / "token.json"
SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]


def svc():
    creds = Credentials.from_authorized_user_file(str(TOKEN), SCOPES)
    return build("gmail", "v1", credentials=creds, cache_discovery=False)


def label_id(s, name):
    for lab in s.users().labels().list(userId="me").execute()["labels"]:
        if lab["name"] == name:
            return lab["id"]
    return s.users().labels().create(userId="me", body={"name": name}).execute()["id"]


def cmd_list(s, a):
    q = "in:inbox" + (" is:unread" if a.unread else "") + f" newer_than:{a.since}"
    res = s.users().threads().list(userId="me", q=q, maxResults=100).execute()
    out = []
    for t in res.get("threads", []):
        th = s.users().threads().get(userId="me", id=t["id"], format="metadata",
                                     metadataHeaders=["From", "Subject", "List-Unsubscribe"]).execute()
        h = {x["name"]: x["value"] for x in th["messages"][-1]["payload"]["headers"]}
        out.append({"id": t["id"], "from": h.get("From"), "subject": h.get("Subject"),
                    "bulk": "List-Unsubscribe" in h, "snippet": th["messages"][-1]["snippet"]})
    print(json.dumps(out, indent=1, ensure_ascii=False))


def cmd_label(s, a):
    body = {"addLabelIds": [label_id(s, a.label)]}
    if a.archive:
        body["removeLabelIds"] = ["INBOX"]
    s.users().threads().modify(userId="me", id=a.thread, body=body).execute()


def cmd_draft(s, a):
    th = s.users().threads().get(userId="me", id=a.thread, format="metadata",
                                 metadataHeaders=["From", "Subject", "Message-ID"]).execute()
    h = {x["name"]: x["value"] for x in th["messages"][-1]["payload"]["headers"]}
    msg = EmailMessage()
    msg["To"] = h["From"]
    msg["Subject"] = h["Subject"] if h["Subject"].lower().startswith("re:") else "Re: " + h["Subject"]
    msg["In-Reply-To"] = h.get("Message-ID", "")
    msg.set_content(Path(a.body_file).read_text())
    raw = base64.urlsafe_b64encode(msg.as_bytes()).decode()
    s.users().drafts().create(userId="me", body={"message": {"raw": raw, "threadId": a.thread}}).execute()


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("list"); p.add_argument("--unread", action="store_true"); p.add_argument("--since", default="1d")
    p = sub.add_parser("label"); p.add_argument("thread"); p.add_argument("label"); p.add_argument("--archive", action="store_true")
    p = sub.add_parser("draft"); p.add_argument("thread"); p.add_argument("body_file")
    a = ap.parse_args()
    {"list": cmd_list, "label": cmd_label, "draft": cmd_draft}[a.cmd](svc(), a)


if __name__ == "__main__":
    main()
