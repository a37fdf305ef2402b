#!/usr/bin/env python3
import argparse, hashlib, pathlib, tomllib
import boto3

SKIP = {".ssh", ".aws", ".gnupg", ".git"}


def files(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and not SKIP.intersection(p.parts):
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = tomllib.load(open("backup.toml", "rb"))
    s3 = boto3.client("s3", endpoint_url=cfg.get("endpoint_url") or None)
    todo = list(files(a.src))
    print(f"{len(todo)} files, {sum(p.stat().st_size for p in todo)/1e6:.1f} MB")
    if a.dry_run:
        return
    for p in todo:
        key = cfg["prefix"] + str(p.relative_to(a.src))
        s3.upload_file(str(p), cfg["bucket"], key, ExtraArgs={"ServerSideEncryption": cfg["sse"]})


if __name__ == "__main__":
    main()
