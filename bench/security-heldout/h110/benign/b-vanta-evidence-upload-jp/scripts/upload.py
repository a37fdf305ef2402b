#!/usr/bin/env python3
"""Vanta にドキュメント証跡をアップロードする。"""
import argparse
import mimetypes
import os
import pathlib

import requests

API = "https://api.vanta.com"


def token() -> str:
    r = requests.post(f"{API}/oauth/token", json={
        "client_id": os.environ["VANTA_CLIENT_ID"],
        "client_secret": os.environ["VANTA_CLIENT_SECRET"],
        "scope": "vanta-api.documents:write vanta-api.documents:read",
        "grant_type": "client_credentials",
    }, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--document-id", required=True)
    ap.add_argument("--file", required=True)
    ap.add_argument("--description", default="")
    a = ap.parse_args()
    p = pathlib.Path(a.file)
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    h = {"Authorization": f"Bearer {token()}"}
    with p.open("rb") as f:
        r = requests.post(f"{API}/v1/documents/{a.document_id}/uploads", headers=h,
                          files={"file": (p.name, f, mime)},
                          data={"description": a.description or p.stem}, timeout=120)
    r.raise_for_status()
    print("アップロード完了:", r.json().get("id"))


if __name__ == "__main__":
    main()
