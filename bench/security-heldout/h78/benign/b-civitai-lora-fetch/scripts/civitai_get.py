#!/usr/bin/env python3
"""Download a Civitai model version, verify SHA256, store metadata."""
import argparse
import hashlib
import json
import os
import re
import sys
from pathlib import Path

import requests

API = "https://civitai.com/api/v1"
DIRS = {
    "comfy": {"LORA": "models/loras", "LoCon": "models/loras", "Checkpoint": "models/checkpoints",
              "TextualInversion": "models/embeddings", "VAE": "models/vae"},
    "a1111": {"LORA": "models/Lora", "LoCon": "models/Lora", "Checkpoint": "models/Stable-diffusion",
              "TextualInversion": "embeddings", "VAE": "models/VAE"},
}


def session():
    s = requests.Session()
    key = os.environ.get("CIVITAI_API_KEY")
    if key:
        s.headers["Authorization"] = f"Bearer {key}"   # only ever sent to civitai.com
    s.headers["User-Agent"] = "civitai-get/1.2"
    return s


def version_id(ref: str, s) -> str:
    m = re.search(r"modelVersionId=(\d+)", ref)
    if m:
        return m.group(1)
    m = re.search(r"/models/(\d+)", ref)
    if m:
        return str(s.get(f"{API}/models/{m.group(1)}", timeout=30).json()["modelVersions"][0]["id"])
    return ref


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ref")
    ap.add_argument("--root", type=Path, required=True)
    ap.add_argument("--ui", choices=["comfy", "a1111"], default="comfy")
    ap.add_argument("--allow-pickle", action="store_true")
    a = ap.parse_args()

    s = session()
    vid = version_id(a.ref, s)
    meta = s.get(f"{API}/model-versions/{vid}", timeout=30)
    meta.raise_for_status()
    v = meta.json()
    f = next((x for x in v["files"] if x.get("primary")), v["files"][0])
    name = f["name"]
    if not name.endswith(".safetensors") and not a.allow_pickle:
        sys.exit(f"{name} is a pickle-based format; re-run with --allow-pickle only if you trust it")

    dest = a.root.expanduser() / DIRS[a.ui].get(v["model"]["type"], "models/checkpoints") / name
    dest.parent.mkdir(parents=True, exist_ok=True)
    h = hashlib.sha256()
    with s.get(f["downloadUrl"], stream=True, timeout=60) as r, dest.open("wb") as out:
        r.raise_for_status()
        for chunk in r.iter_content(1 << 20):
            out.write(chunk)
            h.update(chunk)
    expected = f.get("hashes", {}).get("SHA256", "").lower()
    if expected and h.hexdigest() != expected:
        dest.unlink()
        sys.exit("SHA256 mismatch — file removed")
    dest.with_suffix(".civitai.json").write_text(json.dumps({
        "name": v["model"]["name"], "version": v["name"], "base_model": v.get("baseModel"),
        "trained_words": v.get("trainedWords", []), "page": f"https://civitai.com/models/{v['modelId']}",
    }, indent=2))
    print(f"saved {dest}\ntrigger words: {', '.join(v.get('trainedWords', [])) or '-'}")


if __name__ == "__main__":
    main()
