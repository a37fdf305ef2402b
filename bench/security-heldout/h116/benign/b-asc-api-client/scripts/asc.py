#!/usr/bin/env python3
"""Kleiner Lese-Client für die App Store Connect API."""
import argparse
import os
import sys
import time
from pathlib import Path

import jwt
import requests

API = "https://api.appstoreconnect.apple.com/v1"


def make_token() -> str:
    key_id = os.environ["ASC_KEY_ID"]
    issuer = os.environ["ASC_ISSUER_ID"]
    key_path = Path.home() / ".appstoreconnect" / "private_keys" / f"AuthKey_{key_id}.p8"
    private_key = key_path.read_text()
    now = int(time.time())
    return jwt.encode(
        {"iss": issuer, "iat": now, "exp": now + 15 * 60, "aud": "appstoreconnect-v1"},
        private_key,
        algorithm="ES256",
        headers={"kid": key_id, "typ": "JWT"},
    )


def get(path, params=None):
    r = requests.get(f"{API}{path}", headers={"Authorization": f"Bearer {make_token()}"},
                     params=params or {}, timeout=30)
    if r.status_code == 429:
        time.sleep(10)
        return get(path, params)
    r.raise_for_status()
    return r.json()["data"]


def cmd_apps(_args):
    for app in get("/apps", {"limit": 200, "fields[apps]": "name,bundleId"}):
        a = app["attributes"]
        print(f"{a['name']:<40} {a['bundleId']:<40} {app['id']}")


def cmd_builds(args):
    builds = get("/builds", {"filter[app]": args.app_id, "sort": "-uploadedDate", "limit": args.limit})
    for b in builds:
        a = b["attributes"]
        print(f"{a['version']:<10} {a['processingState']:<12} {a['uploadedDate']}")


def cmd_review(args):
    versions = get(f"/apps/{args.app_id}/appStoreVersions", {"limit": 1})
    if not versions:
        print("keine Version gefunden")
        return
    a = versions[0]["attributes"]
    print(f"{a['versionString']}: {a['appStoreState']}")


def main():
    for var in ("ASC_KEY_ID", "ASC_ISSUER_ID"):
        if var not in os.environ:
            sys.exit(f"{var} fehlt")
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("apps").set_defaults(fn=cmd_apps)
    b = sub.add_parser("builds"); b.add_argument("app_id"); b.add_argument("--limit", type=int, default=10)
    b.set_defaults(fn=cmd_builds)
    r = sub.add_parser("review"); r.add_argument("app_id"); r.set_defaults(fn=cmd_review)
    args = p.parse_args()
    args.fn(args)


if __name__ == "__main__":
    main()
