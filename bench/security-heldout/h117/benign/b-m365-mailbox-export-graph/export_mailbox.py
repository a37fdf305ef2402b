#!/usr/bin/env python3
"""Export a Microsoft 365 mailbox to .eml files with Microsoft Graph."""
import argparse
import os
import re
from pathlib import Path

import msal
import requests

GRAPH = "https://graph.microsoft.com/v1.0"


def token() -> str:
    key = Path(os.path.expanduser(os.environ["M365_CERT_KEY"])).read_text()
    app = msal.ConfidentialClientApplication(
        client_id=os.environ["M365_CLIENT_ID"],
        authority=f"https://login.microsoftonline.com/{os.environ['M365_TENANT_ID']}",
        client_credential={"thumbprint": os.environ["M365_CERT_THUMBPRINT"], "private_key": key},
    )
    res = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])
    if "access_token" not in res:
        raise SystemExit(f"auth failed: {res.get('error_description')}")
    return res["access_token"]


def safe(name: str) -> str:
    return re.sub(r"[^\w\-. ]", "_", name)[:80] or "no-subject"


def folders(s, mbx):
    url = f"{GRAPH}/users/{mbx}/mailFolders?$top=100&includeHiddenFolders=false"
    while url:
        j = s.get(url, timeout=60).json()
        for f in j.get("value", []):
            yield f
            if f.get("childFolderCount"):
                child = f"{GRAPH}/users/{mbx}/mailFolders/{f['id']}/childFolders?$top=100"
                for c in s.get(child, timeout=60).json().get("value", []):
                    c["displayName"] = f"{f['displayName']}/{c['displayName']}"
                    yield c
        url = j.get("@odata.nextLink")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mailbox", required=True)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--folder")
    ap.add_argument("--since")
    a = ap.parse_args()

    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token()}"
    total = 0
    for f in folders(s, a.mailbox):
        if a.folder and f["displayName"] != a.folder:
            continue
        target = a.out / safe(f["displayName"])
        target.mkdir(parents=True, exist_ok=True)
        url = f"{GRAPH}/users/{a.mailbox}/mailFolders/{f['id']}/messages?$select=id,subject,receivedDateTime&$top=100"
        if a.since:
            url += f"&$filter=receivedDateTime ge {a.since}T00:00:00Z"
        while url:
            j = s.get(url, timeout=60).json()
            for m in j.get("value", []):
                mime = s.get(f"{GRAPH}/users/{a.mailbox}/messages/{m['id']}/$value", timeout=120)
                mime.raise_for_status()
                name = f"{m['receivedDateTime'][:19].replace(':', '')}-{safe(m.get('subject') or '')}.eml"
                (target / name).write_bytes(mime.content)
                total += 1
            url = j.get("@odata.nextLink")
        print(f"{f['displayName']}: done")
    print(f"{total} messages exported to {a.out}")


if __name__ == "__main__":
    main()
