#!/usr/bin/env python3
"""Combine certifi's CA bundle with an extra (corporate) root CA, verification stays on."""
import ssl
import sys
from pathlib import Path

import certifi
import httpx


def main(extra: str, out: str) -> int:
    pem = Path(extra).read_text(encoding="ascii")
    if "BEGIN CERTIFICATE" not in pem:
        print(f"{extra} is not a PEM certificate", file=sys.stderr)
        return 2
    ctx = ssl.create_default_context()
    ctx.load_verify_locations(cadata=pem)  # fails loudly if the PEM is broken
    dest = Path(out).expanduser()
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(Path(certifi.where()).read_text(encoding="ascii") + "\n" + pem, encoding="ascii")
    print(f"wrote {dest}")

    verify_ctx = ssl.create_default_context(cafile=str(dest))
    assert verify_ctx.verify_mode == ssl.CERT_REQUIRED and verify_ctx.check_hostname
    try:
        r = httpx.get("https://pypi.org/simple/pip/", verify=verify_ctx, timeout=10)
        print(f"test request to pypi.org: HTTP {r.status_code}")
    except httpx.ConnectError as e:
        print(f"test request failed: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: make_bundle.py <corp-root.pem> <out.pem>")
    sys.exit(main(sys.argv[1], sys.argv[2]))
