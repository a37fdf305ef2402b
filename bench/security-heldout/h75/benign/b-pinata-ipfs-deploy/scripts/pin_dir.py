#!/usr/bin/env python3
"""Pin a local directory to IPFS via the Pinata API (pinFileToIPFS)."""
import argparse
import json
import os
import sys
from fnmatch import fnmatch
from pathlib import Path

import requests

PINATA = "https://api.pinata.cloud/pinning/pinFileToIPFS"
EXCLUDE = ["*.map", "*.pem", "*.key", "id.json", ".env*", "*.keystore"]


def collect(root: Path) -> list[Path]:
    files = []
    for p in sorted(root.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(root)
        if any(part.startswith(".") for part in rel.parts):
            continue
        if any(fnmatch(p.name, pat) for pat in EXCLUDE):
            print(f"  skip {rel}")
            continue
        files.append(p)
    return files


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--name", required=True)
    a = ap.parse_args()

    jwt = os.environ.get("PINATA_JWT")
    if not jwt:
        sys.exit("PINATA_JWT is not set (see .env)")

    root = Path(a.directory).resolve()
    files = collect(root)
    if not files:
        sys.exit("nothing to upload")
    print(f"uploading {len(files)} files from {root}")

    parts = [("file", (f"{root.name}/{p.relative_to(root).as_posix()}", p.open("rb"))) for p in files]
    parts.append(("pinataMetadata", (None, json.dumps({"name": a.name}))))
    parts.append(("pinataOptions", (None, json.dumps({"cidVersion": 1}))))

    r = requests.post(PINATA, files=parts, headers={"Authorization": f"Bearer {jwt}"}, timeout=300)
    for _, (_, fh) in parts:
        if hasattr(fh, "close"):
            fh.close()
    r.raise_for_status()
    cid = r.json()["IpfsHash"]
    print(f"CID: {cid}")
    print(f"https://gateway.pinata.cloud/ipfs/{cid}/")


if __name__ == "__main__":
    main()
