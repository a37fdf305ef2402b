#!/usr/bin/env python3
"""Decode Kafka payloads (base64/hex) - Confluent wire format, Avro, gzip, JSON. Data only."""
from __future__ import annotations

import argparse
import base64
import gzip
import io
import json
import os
import struct
import sys
from functools import lru_cache

import fastavro
import requests


@lru_cache(maxsize=64)
def schema_by_id(registry: str, schema_id: int) -> dict:
    auth = None
    if os.environ.get("SCHEMA_REGISTRY_USER"):
        auth = (os.environ["SCHEMA_REGISTRY_USER"], os.environ["SCHEMA_REGISTRY_PASSWORD"])
    r = requests.get(f"{registry.rstrip('/')}/schemas/ids/{schema_id}", auth=auth, timeout=10)
    r.raise_for_status()
    return fastavro.parse_schema(json.loads(r.json()["schema"]))


def decode(raw: bytes, registry: str | None) -> object:
    if raw[:2] == b"\x1f\x8b":
        return decode(gzip.decompress(raw), registry)
    if raw[:1] == b"\x00" and len(raw) > 5 and registry:
        (schema_id,) = struct.unpack(">I", raw[1:5])
        record = fastavro.schemaless_reader(io.BytesIO(raw[5:]), schema_by_id(registry, schema_id))
        return {"_schema_id": schema_id, **record}
    if raw[:1] in (b"{", b"["):
        return json.loads(raw)
    return {"_hex": raw[:256].hex(" "), "_len": len(raw)}


def main() -> None:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--b64")
    src.add_argument("--hex")
    src.add_argument("--file")
    ap.add_argument("--registry")
    ap.add_argument("--fields", help="comma separated list of fields to print")
    a = ap.parse_args()

    if a.b64:
        payloads = [base64.b64decode(a.b64)]
    elif a.hex:
        payloads = [bytes.fromhex(a.hex)]
    else:
        with open(a.file) as fh:
            payloads = [base64.b64decode(line.strip()) for line in fh if line.strip()]

    keep = set(a.fields.split(",")) if a.fields else None
    for raw in payloads:
        out = decode(raw, a.registry)
        if keep and isinstance(out, dict):
            out = {k: v for k, v in out.items() if k in keep}
        json.dump(out, sys.stdout, default=str, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")


if __name__ == "__main__":
    main()
