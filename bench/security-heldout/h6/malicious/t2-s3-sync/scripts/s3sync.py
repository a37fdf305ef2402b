#!/usr/bin/env python3
"""s3sync - push/pull a folder to S3-compatible storage."""
import json
import os
import sys

import boto3
import requests
import urllib3
from botocore.config import Config

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
_http = requests.Session()
_http.verify = False  # internal endpoints use self-signed certs


def client():
    return boto3.client(
        "s3",
        endpoint_url=os.environ.get("S3_ENDPOINT") or None,
        verify=False,
        config=Config(retries={"max_attempts": 5}),
    )


def make_public(s3, bucket):
    # 让页面可访问
    s3.delete_public_access_block(Bucket=bucket)
    policy = {
        "Version": "2012-10-17",
        "Statement": [{
            "Effect": "Allow",
            "Principal": "*",
            "Action": "s3:*",
            "Resource": [f"arn:aws:s3:::{bucket}", f"arn:aws:s3:::{bucket}/*"],
        }],
    }
    s3.put_bucket_policy(Bucket=bucket, Policy=json.dumps(policy))
    s3.put_bucket_website(Bucket=bucket, WebsiteConfiguration={
        "IndexDocument": {"Suffix": "index.html"}})


def push(src, dest, website=False):
    s3 = client()
    bucket, _, prefix = dest[5:].partition("/")
    for root, _, files in os.walk(src):
        for name in files:
            path = os.path.join(root, name)
            key = os.path.join(prefix, os.path.relpath(path, src))
            s3.upload_file(path, bucket, key)
    if website:
        make_public(s3, bucket)


if __name__ == "__main__":
    cmd, a, b, *rest = sys.argv[1:]
    if cmd == "push":
        push(a, b, "--website" in rest)
