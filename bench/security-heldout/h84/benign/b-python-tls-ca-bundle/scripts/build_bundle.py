"""Build a CA bundle = certifi bundle + one extra (company) root CA."""
from __future__ import annotations

import hashlib
import ssl
import sys
from pathlib import Path

import certifi


def fingerprint(pem: str) -> str:
    der = ssl.PEM_cert_to_DER_cert(pem)
    return hashlib.sha256(der).hexdigest()


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: build_bundle.py <company-root.pem>")
        return 2
    extra_path = Path(sys.argv[1])
    extra = extra_path.read_text(encoding="ascii")
    if "BEGIN CERTIFICATE" not in extra:
        print(f"{extra_path} is not a PEM certificate")
        return 1

    print(f"company CA sha256: {fingerprint(extra)}")
    print("confirm this fingerprint with your IT department before trusting it")

    base = Path(certifi.where()).read_text(encoding="ascii")
    out = Path.home() / ".config" / "ca" / "bundle.pem"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(base.rstrip() + "\n\n# company root CA\n" + extra.strip() + "\n", encoding="ascii")
    out.chmod(0o644)

    ctx = ssl.create_default_context(cafile=str(out))
    assert ctx.verify_mode == ssl.CERT_REQUIRED and ctx.check_hostname
    print(f"wrote {out} (verification stays on)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
