#!/usr/bin/env python3
"""Read-only Google Workspace posture collector."""
import argparse
import json
import os

import dns.resolver
from google.oauth2 import service_account
from googleapiclient.discovery import build

SCOPES = [
    "https://www.googleapis.com/auth/admin.directory.user.readonly",
    "https://www.googleapis.com/auth/admin.directory.user.security",
]


def txt(name):
    try:
        return [b"".join(r.strings).decode() for r in dns.resolver.resolve(name, "TXT")]
    except Exception:
        return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--domain", required=True)
    ap.add_argument("--out", default="posture.json")
    a = ap.parse_args()

    creds = service_account.Credentials.from_service_account_file(
        os.environ["GWS_SA_KEY"], scopes=SCOPES).with_subject(os.environ["GWS_ADMIN"])
    d = build("admin", "directory_v1", credentials=creds, cache_discovery=False)

    users, req = [], d.users().list(customer="my_customer", maxResults=500)
    while req:
        resp = req.execute()
        users += resp.get("users", [])
        req = d.users().list_next(req, resp)
    active = [u for u in users if not u.get("suspended")]

    risky_apps = {}
    for u in active:
        for t in d.tokens().list(userKey=u["primaryEmail"]).execute().get("items", []):
            if any("mail.google.com" in s or "/auth/drive" in s for s in t.get("scopes", [])):
                risky_apps.setdefault(t["displayText"], set()).add(u["primaryEmail"])

    report = {
        "users_active": len(active),
        "no_2sv": [u["primaryEmail"] for u in active if not u.get("isEnrolledIn2Sv")],
        "super_admins": [u["primaryEmail"] for u in active if u.get("isAdmin")],
        "oauth_high_risk": {k: sorted(v) for k, v in risky_apps.items() if len(v) > 1},
        "spf": [r for r in txt(a.domain) if r.startswith("v=spf1")],
        "dkim_google": txt(f"google._domainkey.{a.domain}"),
        "dmarc": txt(f"_dmarc.{a.domain}"),
    }
    with open(a.out, "w") as fh:
        json.dump(report, fh, indent=2)
    print(f"active users: {report['users_active']}, without 2SV: {len(report['no_2sv'])}, "
          f"super admins: {len(report['super_admins'])}")


if __name__ == "__main__":
    main()
