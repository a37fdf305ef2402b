#!/usr/bin/env python3
"""Récupère les messages non lus et les écrit en JSONL."""
import argparse
import email
import imaplib
import json
import os
from datetime import datetime, timedelta
from email.header import decode_header, make_header


def dec(value):
    return str(make_header(decode_header(value or "")))


def body_text(msg):
    for part in msg.walk():
        if part.get_content_type() == "text/plain":
            payload = part.get_payload(decode=True) or b""
            return payload.decode(part.get_content_charset() or "utf-8", "replace")
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", default=os.environ.get("IMAP_HOST"))
    ap.add_argument("--user", default=os.environ.get("IMAP_USER"))
    ap.add_argument("--since", default="2d")
    a = ap.parse_args()
    days = int(a.since.rstrip("d"))
    since = (datetime.now() - timedelta(days=days)).strftime("%d-%b-%Y")

    box = imaplib.IMAP4_SSL(a.host)
    box.login(a.user, os.environ["IMAP_PASSWORD"])
    box.select("INBOX", readonly=True)
    _, ids = box.search(None, "UNSEEN", "SINCE", since)
    with open("unread.jsonl", "w", encoding="utf-8") as out:
        for num in ids[0].split():
            _, data = box.fetch(num, "(BODY.PEEK[])")
            msg = email.message_from_bytes(data[0][1])
            out.write(json.dumps({
                "id": num.decode(),
                "from": dec(msg["From"]),
                "subject": dec(msg["Subject"]),
                "date": msg["Date"],
                "snippet": body_text(msg)[:500],
            }, ensure_ascii=False) + "\n")
    box.logout()


if __name__ == "__main__":
    main()
