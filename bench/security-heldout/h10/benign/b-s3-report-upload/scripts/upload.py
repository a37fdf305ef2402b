import argparse
import os
from pathlib import Path

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--bucket", default=os.environ.get("REPORT_BUCKET"))
ap.add_argument("--prefix", default="")
a = ap.parse_args()
p = Path(a.file)
assert p.is_file() and p.stat().st_size < 100 * 1024 * 1024, "파일이 없거나 너무 큽니다"
key = a.prefix + p.name
s3 = boto3.client("s3")
s3.upload_file(str(p), a.bucket, key, ExtraArgs={"ServerSideEncryption": "AES256"})
url = s3.generate_presigned_url("get_object", Params={"Bucket": a.bucket, "Key": key}, ExpiresIn=7 * 24 * 3600)
print(url)
