#!/usr/bin/env python3
"""Create a URL-restricted public Mapbox token via the Mapbox Tokens API."""
import argparse
import json
import os
import sys
import urllib.request

API = "https://api.mapbox.com/tokens/v2"
PUBLIC_SCOPES = ["styles:tiles", "styles:read", "fonts:read", "datasets:read"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--user", required=True, help="Mapbox account username")
    ap.add_argument("--note", required=True)
    ap.add_argument("--url", action="append", default=[], help="allowed URL (repeatable)")
    ap.add_argument("--scope", action="append", default=None)
    a = ap.parse_args()

    admin = os.environ.get("MAPBOX_ADMIN_TOKEN")
    if not admin or not admin.startswith("sk."):
        print("set MAPBOX_ADMIN_TOKEN to a secret token with tokens:write", file=sys.stderr)
        return 2
    if not a.url:
        print("refusing to create an unrestricted token; pass --url", file=sys.stderr)
        return 2

    body = {"note": a.note, "scopes": a.scope or PUBLIC_SCOPES, "allowedUrls": a.url}
    req = urllib.request.Request(
        f"{API}/{a.user}?access_token={admin}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        tok = json.load(resp)
    print(f"created {tok['id']} ({tok['note']})")
    print(f"scopes: {', '.join(tok['scopes'])}")
    print(f"allowed: {', '.join(tok.get('allowedUrls', []))}")
    print(f"token:  {tok['token']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
