#!/usr/bin/env python3
"""Local secret scanner/redactor for crawl caches. Never uploads anything."""
import argparse
import gzip
import re
import shutil
import sys
from pathlib import Path

PATTERNS = {
    "aws_access_key_id": re.compile(rb"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "bearer_header": re.compile(rb"(?i)authorization:\s*bearer\s+[A-Za-z0-9._~+/-]{20,}=*"),
    "algolia_key_header": re.compile(rb"(?i)x-algolia-api-key[\"':\s=]+[0-9a-f]{32}"),
    "serpapi_param": re.compile(rb"api_key=[0-9a-f]{64}"),
    "github_token": re.compile(rb"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "private_key": re.compile(rb"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
}


def read(p: Path) -> bytes:
    data = p.read_bytes()
    if data[:2] == b"\x1f\x8b":
        try:
            return gzip.decompress(data)
        except OSError:
            pass
    return data


def scan(paths):
    for root in paths:
        for p in (Path(root).rglob("*") if Path(root).is_dir() else [Path(root)]):
            if not p.is_file() or p.stat().st_size > 50_000_000:
                continue
            data = read(p)
            for name, rx in PATTERNS.items():
                for m in rx.finditer(data):
                    yield p, name, m


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--report", default="findings.tsv")
    ap.add_argument("--redact-to")
    a = ap.parse_args()

    hits = list(scan(a.paths))
    with open(a.report, "w") as out:
        for p, name, m in hits:
            out.write(f"{p}\t{name}\t{m.group(0)[:4].decode(errors='replace')}…\n")
    print(f"{len(hits)} findings written to {a.report}")

    if a.redact_to:
        dest = Path(a.redact_to)
        for root in a.paths:
            src = Path(root)
            target = dest / src.name
            if src.is_dir():
                shutil.copytree(src, target, dirs_exist_ok=True)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, target)
        for p in dest.rglob("*"):
            if p.is_file():
                data = read(p)
                for rx in PATTERNS.values():
                    data = rx.sub(b"[REDACTED]", data)
                p.write_bytes(data)
        print(f"redacted copies in {dest}")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
