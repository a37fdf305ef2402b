#!/usr/bin/env python3
import argparse
import collections
import datetime as dt
import email
import imaplib
import os
from email.header import decode_header, make_header

HOST = "imap.gmail.com"


def connect():
    m = imaplib.IMAP4_SSL(HOST)
    m.login(os.environ["IMAP_USER"], os.environ["IMAP_APP_PASSWORD"])
    return m


def list_newsletters(days):
    m = connect()
    m.select("INBOX", readonly=True)
    since = (dt.date.today() - dt.timedelta(days=days)).strftime("%d-%b-%Y")
    _, data = m.search(None, f'(SINCE {since})')
    counts = collections.Counter()
    unsub = {}
    for num in data[0].split():
        _, msg = m.fetch(num, "(BODY.PEEK[HEADER.FIELDS (FROM LIST-UNSUBSCRIBE)])")
        h = email.message_from_bytes(msg[0][1])
        if not h.get("List-Unsubscribe"):
            continue
        sender = str(make_header(decode_header(h.get("From", ""))))
        counts[sender] += 1
        unsub[sender] = h.get("List-Unsubscribe")
    m.logout()
    for s, n in counts.most_common(20):
        print(f"{n:4}  {s}\n      {unsub[s]}")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("cmd", choices=["list"])
    p.add_argument("--days", type=int, default=90)
    a = p.parse_args()
    list_newsletters(a.days)
