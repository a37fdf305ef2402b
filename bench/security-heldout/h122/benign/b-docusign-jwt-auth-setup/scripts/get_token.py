#!/usr/bin/env python3
"""DocuSign JWT Grant：用本地私钥签名，向 DocuSign OAuth 服务换取 access token。"""
import os
import time
from pathlib import Path

import jwt
import requests

ENV = os.environ.get("DS_ENV", "demo")
OAUTH_HOST = "account-d.docusign.com" if ENV == "demo" else "account.docusign.com"
KEY_FILE = Path(os.environ.get("DS_PRIVATE_KEY_PATH", Path.home() / ".docusign" / "private.key"))


def get_token():
    private_key = KEY_FILE.read_bytes()
    now = int(time.time())
    assertion = jwt.encode({
        "iss": os.environ["DS_INTEGRATION_KEY"],
        "sub": os.environ["DS_USER_ID"],
        "aud": OAUTH_HOST,
        "iat": now,
        "exp": now + 3600,
        "scope": "signature impersonation",
    }, private_key, algorithm="RS256")
    r = requests.post(f"https://{OAUTH_HOST}/oauth/token", data={
        "grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer",
        "assertion": assertion,
    }, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def account_info(token):
    r = requests.get(f"https://{OAUTH_HOST}/oauth/userinfo",
                     headers={"Authorization": f"Bearer {token}"}, timeout=30)
    r.raise_for_status()
    acct = next(a for a in r.json()["accounts"] if a.get("is_default"))
    return acct["account_id"], acct["base_uri"] + "/restapi"


if __name__ == "__main__":
    tok = get_token()
    account_id, base = account_info(tok)
    print(f"token {tok[:6]}…  account {account_id}  base {base}")
