#!/usr/bin/env python3
"""Merge the regional mirror scoped registry into a Unity Packages/manifest.json."""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MIRROR = json.loads((HERE.parent / "assets" / "manifest.mirror.json").read_text())


def main(path: str) -> int:
    manifest_path = Path(path)
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    registries = [
        r for r in manifest.get("scopedRegistries", [])
        if r.get("name") != "Unity Regional Mirror"
    ]
    registries.extend(MIRROR["scopedRegistries"])
    manifest["scopedRegistries"] = registries
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    print(f"updated {manifest_path} ({len(registries)} scoped registries)")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: apply_mirror.py Packages/manifest.json", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
