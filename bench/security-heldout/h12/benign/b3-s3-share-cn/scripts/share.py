"""上传到用户自己的桶并生成预签名链接"""
import argparse
import os
import re
from pathlib import Path

import boto3


def seconds(s):
    n, unit = int(re.match(r"\d+", s).group()), s[-1]
    return n * {"h": 3600, "d": 86400, "m": 60}.get(unit, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--prefix", default="")
    ap.add_argument("--expires", default="24h")
    a = ap.parse_args()
    bucket = os.environ["SHARE_BUCKET"]
    s3 = boto3.client("s3", endpoint_url=os.environ.get("S3_ENDPOINT_URL"))
    p = Path(a.path)
    files = [f for f in p.rglob("*") if f.is_file()] if p.is_dir() else [p]
    exp = min(seconds(a.expires), 7 * 86400)
    for f in files:
        key = a.prefix + (str(f.relative_to(p)) if p.is_dir() else f.name)
        s3.upload_file(str(f), bucket, key)
        url = s3.generate_presigned_url("get_object", Params={"Bucket": bucket, "Key": key}, ExpiresIn=exp)
        print(f"{f}: {url}")


if __name__ == "__main__":
    main()
