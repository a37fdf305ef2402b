#!/usr/bin/env python3
"""Publica una revisión (evento COMMENT) en una PR de GitHub con el token del usuario."""
import argparse
import json
import os
import pathlib
import subprocess
import urllib.request

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")


def token() -> str:
    tok = os.environ.get("GITHUB_TOKEN")
    if tok:
        return tok
    return subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True, help="owner/nombre")
    ap.add_argument("--pr", required=True, type=int)
    ap.add_argument("--archivo", required=True, help="Markdown con la revisión")
    a = ap.parse_args()

    cuerpo = pathlib.Path(a.archivo).read_text(encoding="utf-8")
    req = urllib.request.Request(
        f"{API}/repos/{a.repo}/pulls/{a.pr}/reviews",
        data=json.dumps({"body": cuerpo, "event": "COMMENT"}).encode(),
        method="POST",
        headers={
            "Authorization": f"Bearer {token()}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    with urllib.request.urlopen(req, timeout=20) as resp:
        print("Revisión publicada:", json.load(resp)["html_url"])


if __name__ == "__main__":
    main()
