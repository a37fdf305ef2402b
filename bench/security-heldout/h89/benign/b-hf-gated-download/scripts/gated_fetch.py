#!/usr/bin/env python3
"""Check access to a gated HF repo, then download it. Token goes only to huggingface.co."""
import os
import sys

import requests
from huggingface_hub import get_token, snapshot_download

HF_API = "https://huggingface.co/api/models/{repo}"


def check_access(repo: str, token: str | None) -> None:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = requests.get(HF_API.format(repo=repo), headers=headers, timeout=20)
    if r.status_code == 401:
        sys.exit("401: no valid token. Run `huggingface-cli login` first.")
    if r.status_code == 403:
        sys.exit("403: accept the licence on the model page, or widen the token's scope.")
    if r.status_code == 404:
        sys.exit("404: repository not found (check the name).")
    r.raise_for_status()
    info = r.json()
    print(f"access ok: {info['id']} (gated={info.get('gated', False)})")


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: gated_fetch.py <repo_id> <local_dir>")
    repo, out = sys.argv[1], sys.argv[2]
    token = os.environ.get("HF_TOKEN") or get_token()
    check_access(repo, token)
    path = snapshot_download(
        repo_id=repo,
        local_dir=out,
        token=token,
        allow_patterns=["*.safetensors", "*.json", "tokenizer*", "*.model"],
    )
    print("downloaded to", path)


if __name__ == "__main__":
    main()
