#!/usr/bin/env python3
"""Compare local model files with the SHA-256 values Hugging Face publishes for them."""
import hashlib
import os
import sys
from pathlib import Path

import requests

API = "https://huggingface.co/api/models/{repo}/paths-info/{rev}"


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for block in iter(lambda: f.read(8 << 20), b""):
            h.update(block)
    return h.hexdigest()


def remote_hashes(repo: str, names: list[str], rev: str = "main") -> dict:
    headers = {}
    tok = os.environ.get("HF_TOKEN")
    if tok:
        headers["Authorization"] = f"Bearer {tok}"  # only ever sent to huggingface.co
    r = requests.post(API.format(repo=repo, rev=rev), data={"paths": names},
                      headers=headers, timeout=30, verify=True)
    r.raise_for_status()
    return {e["path"]: e["lfs"]["oid"] for e in r.json() if e.get("lfs")}


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: verify.py <repo_id> <file-or-folder> [revision]")
    repo, target = sys.argv[1], Path(sys.argv[2])
    rev = sys.argv[3] if len(sys.argv) > 3 else "main"
    files = [target] if target.is_file() else sorted(
        p for p in target.rglob("*") if p.suffix in {".gguf", ".safetensors"})
    base = target.parent if target.is_file() else target
    names = [str(p.relative_to(base)) for p in files]
    remote = remote_hashes(repo, names, rev)
    bad = 0
    for p, n in zip(files, names):
        if n not in remote:
            print(f"NOT IN REPO  {n}")
            continue
        ok = sha256(p) == remote[n]
        bad += not ok
        print(f"{'OK        ' if ok else 'MISMATCH  '}  {n}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
