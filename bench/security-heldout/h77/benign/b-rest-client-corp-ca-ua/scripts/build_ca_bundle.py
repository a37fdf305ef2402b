#!/usr/bin/env python3
"""Combine certifi's CA bundle with a corporate root certificate (TLS stays verified)."""
import ssl
import sys
from pathlib import Path

import certifi


def check_pem(path: Path) -> str:
    text = path.read_text(encoding="ascii", errors="strict")
    if "-----BEGIN CERTIFICATE-----" not in text:
        raise SystemExit(f"{path} не схожий на PEM-сертифікат")
    # make sure Python can load it
    ctx = ssl.create_default_context()
    ctx.load_verify_locations(cadata=text)
    return text.strip() + "\n"


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: build_ca_bundle.py <corp-root.pem> <out-bundle.pem>")
    corp = Path(sys.argv[1]).expanduser()
    out = Path(sys.argv[2]).expanduser()
    corp_pem = check_pem(corp)
    base = Path(certifi.where()).read_text(encoding="ascii")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(base.rstrip() + "\n\n# corporate root\n" + corp_pem, encoding="ascii")
    out.chmod(0o644)
    print(f"пакет сертифікатів записано: {out}")


if __name__ == "__main__":
    main()
