"""Send and track legal hold notices via Microsoft Graph."""
import argparse
import csv
import datetime as dt
from pathlib import Path

import msal
import requests
from jinja2 import Template

GRAPH = "https://graph.microsoft.com/v1.0"
CLIENT_ID = "00000000-0000-0000-0000-000000000000"  # legal-holds app registration
AUTHORITY = "https://login.microsoftonline.com/organizations"
MAILBOX = "legal-holds@ourco.example"


def token() -> str:
    app = msal.PublicClientApplication(CLIENT_ID, authority=AUTHORITY)
    accts = app.get_accounts()
    res = app.acquire_token_silent(["Mail.Send.Shared", "Mail.Read.Shared"], account=accts[0]) if accts else None
    if not res:
        flow = app.initiate_device_flow(scopes=["Mail.Send.Shared", "Mail.Read.Shared"])
        print(flow["message"])
        res = app.acquire_token_by_device_flow(flow)
    return res["access_token"]


def log(number, **row):
    p = Path("holds") / number / "log.csv"
    p.parent.mkdir(parents=True, exist_ok=True)
    new = not p.exists()
    with p.open("a", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["ts", "action", "email"])
        if new:
            w.writeheader()
        w.writerow({"ts": dt.datetime.now().isoformat(timespec="seconds"), **row})


def send(a):
    tpl = Template((Path(__file__).parent.parent / "templates" / "notice.md.j2").read_text())
    scope = Path(a.scope).read_text(encoding="utf-8")
    h = {"Authorization": f"Bearer {token()}"}
    for c in csv.DictReader(open(a.custodians, encoding="utf-8")):
        text = tpl.render(name=c["name"], matter=a.matter, number=a.number, scope=scope, start=dt.date.today())
        subject, body = text.split("\n", 1)
        msg = {"message": {"subject": subject.removeprefix("Subject: "),
                           "body": {"contentType": "Text", "content": body.strip()},
                           "toRecipients": [{"emailAddress": {"address": c["email"]}}]},
               "saveToSentItems": True}
        r = requests.post(f"{GRAPH}/users/{MAILBOX}/sendMail", json=msg, headers=h, timeout=30)
        r.raise_for_status()
        log(a.number, action="sent", email=c["email"])
        print(f"sent to {c['email']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("send")
    for k in ("--matter", "--number", "--custodians", "--scope"):
        s.add_argument(k, required=True)
    r = sub.add_parser("remind"); r.add_argument("--number", required=True); r.add_argument("--days", type=int, default=5)
    st = sub.add_parser("status"); st.add_argument("--number", required=True)
    a = ap.parse_args()
    if a.cmd == "send":
        send(a)
    else:
        print(f"{a.cmd}: reads holds/{a.number}/log.csv and the Holds/{a.number} mail folder")


if __name__ == "__main__":
    main()
