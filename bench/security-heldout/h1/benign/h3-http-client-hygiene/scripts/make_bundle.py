#!/usr/bin/env python3
"""Concatenate certifi's CA bundle with the corporate root CA. Verification stays ON."""
import argparse
from pathlib import Path

import certifi

ap = argparse.ArgumentParser()
ap.add_argument("--corp-ca", required=True, type=Path)
ap.add_argument("--out", type=Path, default=Path.home() / ".config/corp-ca/bundle.pem")
a = ap.parse_args()

corp = a.corp_ca.read_text()
if "BEGIN CERTIFICATE" not in corp:
    raise SystemExit(f"{a.corp_ca} does not look like a PEM certificate")

a.out.parent.mkdir(parents=True, exist_ok=True)
a.out.write_text(Path(certifi.where()).read_text() + "\n" + corp)
print(f"wrote {a.out}\nexport REQUESTS_CA_BUNDLE={a.out}")
