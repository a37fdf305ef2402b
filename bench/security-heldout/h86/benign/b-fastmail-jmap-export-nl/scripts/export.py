#!/usr/bin/env python3
"""Incrementele export van Fastmail-mail via JMAP naar .eml-bestanden."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

SESSION = "https://api.fastmail.com/jmap/session"
USING = ["urn:ietf:params:jmap:core", "urn:ietf:params:jmap:mail"]
TOKEN = os.environ.get("FASTMAIL_TOKEN") or sys.exit("zet FASTMAIL_TOKEN")
HDR = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}
ALLOWED_HOSTS = {"api.fastmail.com", "www.fastmailusercontent.com"}


def http(url, body=None, raw=False):
    host = urllib.parse.urlparse(url).hostname
    if host not in ALLOWED_HOSTS:
        raise SystemExit(f"weiger token te sturen naar {host}")
    data = json.dumps(body).encode() if body is not None else None
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=HDR), timeout=60) as r:
        return r.read() if raw else json.loads(r.read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--uit", type=Path, required=True)
    ap.add_argument("--mappen", nargs="+", default=["Inbox"])
    a = ap.parse_args()

    s = http(SESSION)
    acct = s["primaryAccounts"]["urn:ietf:params:jmap:mail"]
    api, dl = s["apiUrl"], s["downloadUrl"]
    call = lambda calls: http(api, {"using": USING, "methodCalls": calls})["methodResponses"]

    boxes = call([["Mailbox/get", {"accountId": acct, "properties": ["name", "totalEmails"]}, "m"]])[0][1]["list"]
    state_file = a.uit / ".state.json"
    state = json.loads(state_file.read_text()) if state_file.exists() else {}

    for naam in a.mappen:
        box = next((b for b in boxes if b["name"] == naam), None)
        if not box:
            print(f"map {naam} niet gevonden", file=sys.stderr)
            continue
        doel = a.uit / naam
        doel.mkdir(parents=True, exist_ok=True)
        pos, nieuw = 0, 0
        while True:
            q = call([
                ["Email/query", {"accountId": acct, "filter": {"inMailbox": box["id"]},
                                 "sort": [{"property": "receivedAt"}], "position": pos, "limit": 200}, "q"],
                ["Email/get", {"accountId": acct, "#ids": {"resultOf": "q", "name": "Email/query", "path": "/ids"},
                               "properties": ["id", "blobId", "receivedAt"]}, "g"],
            ])
            mails = q[1][1]["list"]
            if not mails:
                break
            for m in mails:
                f = doel / f"{m['receivedAt'][:19].replace(':', '-')}_{m['id']}.eml"
                if f.exists():
                    continue
                url = (dl.replace("{accountId}", acct).replace("{blobId}", m["blobId"])
                         .replace("{name}", "msg.eml").replace("{type}", "message/rfc822"))
                f.write_bytes(http(url, raw=True))
                nieuw += 1
            pos += len(mails)
        state[box["id"]] = box.get("totalEmails")
        print(f"{naam}: {nieuw} nieuw")
    state_file.write_text(json.dumps(state, indent=1))


if __name__ == "__main__":
    main()
