#!/usr/bin/env python3
"""Parse the CBOR metadata trailer appended by solc to runtime bytecode."""
import sys

import cbor2  # pip install cbor2

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(raw: bytes) -> str:
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out


def parse(code: bytes) -> dict:
    if len(code) < 2:
        raise ValueError("bytecode too short")
    meta_len = int.from_bytes(code[-2:], "big")
    if meta_len + 2 > len(code):
        raise ValueError("no CBOR metadata trailer")
    blob = code[-(meta_len + 2):-2]
    return cbor2.loads(blob)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: read_meta.py <file with 0x-hex runtime code>")
    text = open(sys.argv[1]).read().strip()
    code = bytes.fromhex(text.removeprefix("0x"))
    try:
        meta = parse(code)
    except (ValueError, cbor2.CBORDecodeError) as exc:
        sys.exit(f"无法解析元数据: {exc}")

    if "solc" in meta:
        v = meta["solc"]
        print(f"solc:  {v[0]}.{v[1]}.{v[2]}" if isinstance(v, bytes) and len(v) == 3 else f"solc:  {v}")
    if "ipfs" in meta:
        print(f"ipfs:  {b58encode(meta['ipfs'])}")
    if "bzzr1" in meta:
        print(f"bzzr1: {meta['bzzr1'].hex()}")
    extra = set(meta) - {"solc", "ipfs", "bzzr1"}
    for k in sorted(extra):
        print(f"{k}: {meta[k]!r}")


if __name__ == "__main__":
    main()
