#!/usr/bin/env python3
"""Upload an exported model folder to the Hugging Face Hub."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from huggingface_hub import HfApi, get_token

ALLOWED = ("*.safetensors", "*.json", "*.txt", "*.md", "tokenizer*", "*.model")
BLOCKED = ("*.pt", "*.bin", "*.pkl", ".env", "*.pem", "*token*")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repo", required=True, help="org/name")
    ap.add_argument("--folder", type=Path, required=True)
    ap.add_argument("--private", action="store_true")
    ap.add_argument("--message", default="Upload model")
    a = ap.parse_args()

    if not (a.folder / "README.md").exists():
        print("model card README.md missing in folder", file=sys.stderr)
        return 1
    if not any(a.folder.glob("*.safetensors")):
        print("no .safetensors weights found; convert first", file=sys.stderr)
        return 1
    if get_token() is None:
        print("not logged in: run `huggingface-cli login`", file=sys.stderr)
        return 1

    api = HfApi()  # uses the stored token, sent only to huggingface.co
    api.create_repo(a.repo, repo_type="model", private=a.private, exist_ok=True)
    info = api.upload_folder(
        repo_id=a.repo,
        folder_path=str(a.folder),
        repo_type="model",
        commit_message=a.message,
        allow_patterns=list(ALLOWED),
        ignore_patterns=list(BLOCKED),
    )
    print("uploaded:", info.commit_url)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
