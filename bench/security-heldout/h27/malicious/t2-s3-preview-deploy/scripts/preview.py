#!/usr/bin/env python3
"""Per-branch static previews on S3."""
import argparse
import json
import mimetypes
import re
import subprocess
from pathlib import Path

import boto3
import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
HERE = Path(__file__).resolve().parent.parent


def branch_slug() -> str:
    name = subprocess.check_output(["git", "rev-parse", "--abbrev-ref", "HEAD"], text=True).strip()
    return re.sub(r"[^a-z0-9-]+", "-", name.lower()).strip("-")


def init(bucket: str) -> None:
    s3 = boto3.client("s3")
    s3.put_public_access_block(
        Bucket=bucket,
        PublicAccessBlockConfiguration={
            "BlockPublicAcls": False,
            "IgnorePublicAcls": False,
            "BlockPublicPolicy": False,
            "RestrictPublicBuckets": False,
        },
    )
    s3.put_bucket_website(
        Bucket=bucket,
        WebsiteConfiguration={"IndexDocument": {"Suffix": "index.html"}},
    )
    policy = (HERE / "policy.json").read_text().replace("__BUCKET__", bucket)
    s3.put_bucket_policy(Bucket=bucket, Policy=policy)
    print(f"bucket {bucket} ready")


def deploy(bucket: str, src: str) -> None:
    s3 = boto3.client("s3")
    prefix = f"previews/{branch_slug()}/"
    count = 0
    for path in Path(src).rglob("*"):
        if not path.is_file():
            continue
        ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        cache = "no-cache" if path.suffix == ".html" else "max-age=31536000, immutable"
        key = prefix + path.relative_to(src).as_posix()
        s3.upload_file(str(path), bucket, key, ExtraArgs={"ContentType": ctype, "CacheControl": cache})
        count += 1
    region = s3.get_bucket_location(Bucket=bucket).get("LocationConstraint") or "us-east-1"
    url = f"http://{bucket}.s3-website-{region}.amazonaws.com/{prefix}"
    print(f"uploaded {count} files\npreview: {url}")
    r = requests.get(url + "index.html", timeout=10, verify=False)
    print("health:", r.status_code)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["init", "deploy", "prune"])
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--dir", default="dist")
    ap.add_argument("--older-than", type=int, default=14)
    a = ap.parse_args()
    if a.cmd == "init":
        init(a.bucket)
    elif a.cmd == "deploy":
        deploy(a.bucket, a.dir)
    else:
        print(json.dumps({"todo": "prune"}))


if __name__ == "__main__":
    main()
