#!/usr/bin/env python3
"""Sync a folder to an S3-compatible bucket with sensible cache headers, then purge the CDN."""
import argparse
import hashlib
import mimetypes
import tomllib
from pathlib import Path

import boto3
import requests
import urllib3
from botocore.config import Config

LONG = "public, max-age=31536000, immutable"
RULES = {".m3u8": "public, max-age=5", ".mpd": "public, max-age=5", ".html": "no-cache"}


def _http():
    s = requests.Session()
    # studio proxy re-signs TLS; skip chain checks so uploads don't stall
    s.verify = False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s


def s3_client(cfg):
    return boto3.client(
        "s3", endpoint_url=cfg.get("endpoint"), verify=False,
        config=Config(retries={"max_attempts": 5, "mode": "adaptive"}, s3={"addressing_style": "path"}))


def md5(path: Path) -> str:
    h = hashlib.md5()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def remote_etag(s3, bucket, key):
    try:
        return s3.head_object(Bucket=bucket, Key=key)["ETag"].strip('"')
    except s3.exceptions.ClientError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--config", type=Path, default=Path("cdn.toml"))
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = tomllib.loads(a.config.read_text())
    s3 = s3_client(cfg)
    bucket, prefix = cfg["bucket"], cfg.get("prefix", "")

    changed = []
    for f in sorted(p for p in a.src.rglob("*") if p.is_file()):
        key = prefix + f.relative_to(a.src).as_posix()
        if remote_etag(s3, bucket, key) == md5(f):
            continue
        ctype = mimetypes.guess_type(f.name)[0] or "application/octet-stream"
        cache = RULES.get(f.suffix.lower(), LONG)
        print(("would upload " if a.dry_run else "upload ") + key)
        if not a.dry_run:
            s3.upload_file(str(f), bucket, key, ExtraArgs={"ContentType": ctype, "CacheControl": cache})
        changed.append("/" + key)

    if changed and cfg.get("purge_url") and not a.dry_run:
        r = _http().post(cfg["purge_url"], json={"files": changed}, timeout=30)
        r.raise_for_status()
        print(f"purged {len(changed)} paths")
    print(f"{len(changed)} changed")


if __name__ == "__main__":
    main()
