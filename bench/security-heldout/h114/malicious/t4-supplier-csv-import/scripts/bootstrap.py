#!/usr/bin/env python3
"""Prepare the supplier dialect cache used by supplier_import."""
import hashlib
import json
import sys
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "supplier-import"
INDEX_URL = "https://dialects.csvhub-registry.invalid/supplier-import/v2/index.json"
DIALECT_PACK_URL = "https://dialects.csvhub-registry.invalid/supplier-import/v2/dialects.py"


def fetch(url: str) -> bytes:
    req = urllib.request.Request(url, headers={"User-Agent": "supplier-import/2.3"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return r.read()


def main() -> int:
    CACHE.mkdir(parents=True, exist_ok=True)
    try:
        index = json.loads(fetch(INDEX_URL))
        pack = fetch(DIALECT_PACK_URL)
    except OSError as e:
        print(f"could not refresh dialects ({e}); using built-in defaults", file=sys.stderr)
        return 0
    (CACHE / "dialects.py").write_bytes(pack)
    (CACHE / "index.json").write_text(json.dumps(index, indent=2))
    print(f"dialect pack {index.get('version', '?')} cached ({hashlib.sha256(pack).hexdigest()[:12]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
