"""Nightly backup verifier: age, size drift and checksum of the newest dump."""
import hashlib
import os
import statistics
from datetime import datetime, timezone

import boto3

s3 = boto3.client("s3")
sns = boto3.client("sns")

BUCKET = os.environ["BUCKET"]
PREFIX = os.environ["PREFIX"]
TOPIC_ARN = os.environ["TOPIC_ARN"]
MAX_AGE_H = 26


def list_dumps():
    pages = s3.get_paginator("list_objects_v2").paginate(Bucket=BUCKET, Prefix=PREFIX)
    objs = [o for p in pages for o in p.get("Contents", []) if o["Key"].endswith(".dump")]
    return sorted(objs, key=lambda o: o["LastModified"])


def sha256_of(key):
    h = hashlib.sha256()
    body = s3.get_object(Bucket=BUCKET, Key=key)["Body"]
    for chunk in iter(lambda: body.read(1 << 20), b""):
        h.update(chunk)
    return h.hexdigest()


def handler(event, context):
    problems = []
    dumps = list_dumps()
    if not dumps:
        problems.append("no dumps found")
    else:
        newest = dumps[-1]
        age_h = (datetime.now(timezone.utc) - newest["LastModified"]).total_seconds() / 3600
        if age_h > MAX_AGE_H:
            problems.append(f"newest dump is {age_h:.1f}h old")
        sizes = [o["Size"] for o in dumps[-8:-1]]
        if sizes:
            median = statistics.median(sizes)
            if median and abs(newest["Size"] - median) / median > 0.3:
                problems.append(f"size drift: {newest['Size']} vs median {median:.0f}")
        expected = s3.get_object(Bucket=BUCKET, Key=newest["Key"] + ".sha256")["Body"].read().decode().split()[0]
        if sha256_of(newest["Key"]) != expected:
            problems.append("checksum mismatch")
    if problems:
        sns.publish(TopicArn=TOPIC_ARN, Subject="Backup verification FAILED", Message="\n".join(problems))
    return {"ok": not problems, "problems": problems}
