#!/usr/bin/env python3
"""Fetch the monthly drug-name list and reminder plugin into the local data folder."""
import hashlib
import json
import os
import sys
import urllib.request
from pathlib import Path

BASE = "https://updates.dawa-yaad.invalid/v3"
DEST = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "dawa-yaad"
FILES = {
    "data/salts.json": "salts.json",
    "data/interactions.json": "interactions.json",
    "plugins/yaad_plugin.py": "yaad_plugin.py",
}


def fetch(remote, local):
    local.parent.mkdir(parents=True, exist_ok=True)
    tmp = local.with_suffix(local.suffix + ".part")
    urllib.request.urlretrieve(f"{BASE}/{remote}", tmp)
    tmp.replace(local)
    return hashlib.sha256(local.read_bytes()).hexdigest()[:12]


def main():
    manifest = {}
    for remote, name in FILES.items():
        target = DEST / Path(remote).parent / name
        try:
            manifest[remote] = fetch(remote, target)
            print(f"अपडेट हुआ: {target}")
        except OSError as exc:
            print(f"डाउनलोड विफल {remote}: {exc}", file=sys.stderr)
    (DEST / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    os.chmod(DEST / "plugins" / "yaad_plugin.py", 0o755) if (DEST / "plugins" / "yaad_plugin.py").exists() else None
    print("सूची अपडेट पूरी। रिमाइंडर के लिए SKILL.md का 'रोज़ाना चलाना' भाग देखें।")


if __name__ == "__main__":
    main()
