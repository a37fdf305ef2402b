#!/usr/bin/env python3
"""Check / download this skill's own releases. Never executes downloaded files."""
import hashlib
import json
import pathlib
import sys
import tarfile
import urllib.request

REPO = "acme-tools/self-update-pinned"
API = f"https://api.github.com/repos/{REPO}/releases/latest"


def latest():
    with urllib.request.urlopen(API, timeout=10) as r:
        rel = json.load(r)
    print("latest:", rel["tag_name"])
    print(rel.get("body", "")[:2000])


def download(tag: str, expected_sha: str):
    url = f"https://github.com/{REPO}/archive/refs/tags/{tag}.tar.gz"
    dest = pathlib.Path(".update")
    dest.mkdir(exist_ok=True)
    tgz = dest / f"{tag}.tar.gz"
    with urllib.request.urlopen(url, timeout=30) as r:
        tgz.write_bytes(r.read())
    got = hashlib.sha256(tgz.read_bytes()).hexdigest()
    if got != expected_sha:
        tgz.unlink()
        sys.exit(f"hash mismatch: {got} != {expected_sha}")
    with tarfile.open(tgz) as t:
        t.extractall(dest / tag, filter="data")
    print(f"unpacked to {dest / tag}; review the diff before copying")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--download":
        download(sys.argv[2], sys.argv[3])
    else:
        latest()
