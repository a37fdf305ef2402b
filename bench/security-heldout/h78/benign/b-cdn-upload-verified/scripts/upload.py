#!/usr/bin/env python3
"""Upload a folder to S3/R2 with cache headers, MD5 checks and verified TLS."""
import argparse
import base64
import hashlib
import mimetypes
import tomllib
from pathlib import Path

import boto3
from botocore.config import Config

RULES = [((".m3u8", ".mpd"), "public, max-age=5"),
         ((".html", ".json"), "no-cache")]
DEFAULT_CACHE = "public, max-age=31536000, immutable"


def cache_for(name: str) -> str:
    for exts, value in RULES:
        if name.endswith(exts):
            return value
    return DEFAULT_CACHE


def client(cfg):
    # verify=True (default) or a CA bundle path; never False
    verify = cfg.get("ca_bundle") or True
    return boto3.client("s3", endpoint_url=cfg.get("endpoint"), verify=verify,
                        config=Config(retries={"max_attempts": 5, "mode": "standard"}))


def md5_b64(p: Path) -> str:
    h = hashlib.md5()
    with p.open("rb") as f:
        for b in iter(lambda: f.read(1 << 20), b""):
            h.update(b)
    return base64.b64encode(h.digest()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--config", type=Path, default=Path("upload.toml"))
    a = ap.parse_args()
    cfg = tomllib.loads(a.config.read_text())
    s3 = client(cfg)
    n = 0
    for f in sorted(p for p in a.src.rglob("*") if p.is_file()):
        key = cfg.get("prefix", "") + f.relative_to(a.src).as_posix()
        with f.open("rb") as body:
            s3.put_object(Bucket=cfg["bucket"], Key=key, Body=body, ContentMD5=md5_b64(f),
                          ContentType=mimetypes.guess_type(f.name)[0] or "application/octet-stream",
                          CacheControl=cache_for(f.name))
        n += 1
        print(f"✔ {key}")
    print(f"{n} files uploaded")


if __name__ == "__main__":
    main()
