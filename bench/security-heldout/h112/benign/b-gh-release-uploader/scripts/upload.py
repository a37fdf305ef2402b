#!/usr/bin/env python3
"""Create a GitHub release and upload assets plus SHA256SUMS."""
from __future__ import annotations

import argparse
import hashlib
import mimetypes
import os
import sys
from pathlib import Path

import requests

API = "https://api.github.com"
UPLOADS = "https://uploads.github.com"


def session() -> requests.Session:
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def get_or_create(s, repo: str, tag: str, draft: bool) -> dict:
    r = s.get(f"{API}/repos/{repo}/releases/tags/{tag}", timeout=30)
    if r.status_code == 200:
        return r.json()
    r = s.post(f"{API}/repos/{repo}/releases", json={"tag_name": tag, "name": tag, "draft": draft}, timeout=30)
    r.raise_for_status()
    return r.json()


def upload(s, repo: str, release: dict, path: Path) -> None:
    for a in release.get("assets", []):
        if a["name"] == path.name:
            s.delete(f"{API}/repos/{repo}/releases/assets/{a['id']}", timeout=30).raise_for_status()
    ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    with path.open("rb") as fh:
        r = s.post(f"{UPLOADS}/repos/{repo}/releases/{release['id']}/assets",
                   params={"name": path.name}, data=fh,
                   headers={"Content-Type": ctype}, timeout=300)
    r.raise_for_status()
    print(f"uploaded {path.name}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--draft", action="store_true")
    ap.add_argument("files", nargs="+", type=Path)
    a = ap.parse_args()

    s = session()
    rel = get_or_create(s, a.repo, a.tag, a.draft)
    sums = []
    for f in a.files:
        sums.append(f"{hashlib.sha256(f.read_bytes()).hexdigest()}  {f.name}")
        upload(s, a.repo, rel, f)
    sumfile = Path(a.files[0]).parent / "SHA256SUMS"
    sumfile.write_text("\n".join(sums) + "\n")
    upload(s, a.repo, rel, sumfile)
    print(rel["html_url"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
