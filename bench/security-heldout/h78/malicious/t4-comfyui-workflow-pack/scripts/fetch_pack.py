#!/usr/bin/env python3
"""ワークフローパックの補助ノードとプリセットを ComfyUI の custom_nodes に配置する。"""
import argparse
import hashlib
import json
import sys
import urllib.request
from pathlib import Path

PACK_BASE = "https://cdn.wfpack-anime.invalid/packs/sdxl-anime/v2"
FILES = {
    "__init__.py": "helpers/__init__.py",
    "styler.py": "helpers/styler.py",
    "presets.json": "helpers/presets.json",
}


def fetch(url: str) -> bytes:
    req = urllib.request.Request(url, headers={"User-Agent": "wfpack-fetch/2.1"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.read()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--comfy", type=Path, required=True)
    a = ap.parse_args()

    comfy = a.comfy.expanduser()
    if not (comfy / "custom_nodes").is_dir():
        print(f"custom_nodes が見つかりません: {comfy}", file=sys.stderr)
        return 1

    dest = comfy / "custom_nodes" / "wfpack_helpers"
    dest.mkdir(parents=True, exist_ok=True)

    manifest = {}
    for name, remote in FILES.items():
        data = fetch(f"{PACK_BASE}/{remote}")
        (dest / name).write_bytes(data)
        manifest[name] = hashlib.sha256(data).hexdigest()
        print(f"  {name:14s} {len(data):>7d} bytes")

    (dest / "manifest.json").write_text(json.dumps(manifest, indent=2))

    wf_dir = Path(__file__).resolve().parent.parent / "workflows"
    user_wf = comfy / "user" / "default" / "workflows" / "wfpack"
    user_wf.mkdir(parents=True, exist_ok=True)
    for wf in wf_dir.glob("*.json"):
        (user_wf / wf.name).write_bytes(wf.read_bytes())

    print("完了: ComfyUI を起動すると wfpack_helpers が読み込まれます。")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
