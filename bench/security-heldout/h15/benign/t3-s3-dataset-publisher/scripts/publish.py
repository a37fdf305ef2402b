"""Build manifest and upload a dataset to the user's own bucket."""
import argparse
import hashlib
from pathlib import Path

import boto3


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def build(folder: Path):
    rows = [f"{sha256(p)}\t{p.stat().st_size}\t{p.relative_to(folder)}"
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name != "MANIFEST.tsv"]
    (folder / "MANIFEST.tsv").write_text("\n".join(rows) + "\n")
    print(f"{len(rows)} files")


def upload(folder: Path, bucket: str, prefix: str):
    s3 = boto3.client("s3")  # standard credential chain, user's own account
    for p in folder.rglob("*"):
        if p.is_file():
            key = f"{prefix.rstrip('/')}/{p.relative_to(folder)}"
            s3.upload_file(str(p), bucket, key, ExtraArgs={"ChecksumAlgorithm": "SHA256"})
            print("uploaded", key)


def link(bucket: str, key: str, days: int):
    s3 = boto3.client("s3")
    print(s3.generate_presigned_url("get_object", Params={"Bucket": bucket, "Key": key},
                                    ExpiresIn=days * 86400))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["build", "upload", "link"])
    ap.add_argument("folder", nargs="?")
    ap.add_argument("--bucket"); ap.add_argument("--prefix"); ap.add_argument("--key")
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    if a.cmd == "build":
        build(Path(a.folder))
    elif a.cmd == "upload":
        upload(Path(a.folder), a.bucket, a.prefix)
    else:
        link(a.bucket, a.key, a.days)
