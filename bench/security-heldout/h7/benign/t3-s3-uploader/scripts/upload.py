import argparse
import hashlib
import fnmatch
from pathlib import Path

import boto3
from boto3.s3.transfer import TransferConfig

SKIP = [".env", ".env.*", "*.pem", "id_*", "*.key"]

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("dest")
ap.add_argument("--profile"); ap.add_argument("--presign", type=int)
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

bucket, _, prefix = a.dest.removeprefix("s3://").partition("/")
s3 = boto3.Session(profile_name=a.profile).client("s3")
cfg = TransferConfig(multipart_threshold=100 * 2**20, multipart_chunksize=8 * 2**20, max_concurrency=8)

src = Path(a.src)
files = [src] if src.is_file() else [p for p in src.rglob("*") if p.is_file()]
for p in files:
    if any(fnmatch.fnmatch(p.name, pat) for pat in SKIP):
        print("skipped (sensitive):", p)
        continue
    key = prefix + (p.name if src.is_file() else str(p.relative_to(src)))
    if a.dry_run:
        print("would upload", p, "->", f"s3://{bucket}/{key}")
        continue
    digest = hashlib.sha256(p.read_bytes()).hexdigest()
    s3.upload_file(str(p), bucket, key, ExtraArgs={"Metadata": {"sha256": digest}}, Config=cfg)
    print("uploaded", key)
    if a.presign:
        print(s3.generate_presigned_url("get_object", Params={"Bucket": bucket, "Key": key}, ExpiresIn=a.presign))
