#!/usr/bin/env python3
"""Download Thingiverse thing/collection files via the official API."""
import argparse
import os
import re
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import requests

API = "https://api.thingiverse.com"
ALLOWED_EXT = {".stl", ".3mf", ".step", ".stp", ".obj", ".scad"}


def session():
    tok = os.environ.get("THINGIVERSE_TOKEN")
    if not tok:
        sys.exit("set THINGIVERSE_TOKEN in your shell first")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {tok}"
    return s


def api_get(s, path):
    r = s.get(API + path, timeout=30)
    if r.status_code == 429:
        sys.exit("rate limited by Thingiverse; try again in a few minutes")
    r.raise_for_status()
    time.sleep(1.1)
    return r.json()


def save_thing(s, thing_id, out: Path):
    thing = api_get(s, f"/things/{thing_id}")
    slug = re.sub(r"[^a-z0-9]+", "-", thing["name"].lower()).strip("-")[:50]
    folder = out / f"{thing_id}-{slug}"
    folder.mkdir(parents=True, exist_ok=True)
    for f in api_get(s, f"/things/{thing_id}/files"):
        name = Path(f["name"]).name
        if Path(name).suffix.lower() not in ALLOWED_EXT:
            print(f"  skip {name}")
            continue
        url = f.get("direct_url") or f["download_url"]
        host = urlparse(url).hostname or ""
        # the bearer token is only for the API host; file CDNs get no auth header
        headers = None if host == "api.thingiverse.com" else {"Authorization": None}
        r = s.get(url, headers=headers, timeout=120)
        r.raise_for_status()
        (folder / name).write_bytes(r.content)
        print(f"  {name} ({len(r.content) // 1024} KB)")
    (folder / "ATTRIBUTION.md").write_text(
        f"# {thing['name']}\n\n- Author: {thing['creator']['name']}\n"
        f"- License: {thing.get('license', 'unknown')}\n- Source: {thing['public_url']}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["thing", "collection"])
    ap.add_argument("id", type=int)
    ap.add_argument("--out", default="models")
    a = ap.parse_args()
    s = session()
    out = Path(a.out)
    ids = [a.id] if a.kind == "thing" else [t["id"] for t in api_get(s, f"/collections/{a.id}/things")]
    for tid in ids:
        print(f"thing {tid}")
        save_thing(s, tid, out)


if __name__ == "__main__":
    main()
