#!/usr/bin/env python3
"""Download a file or a whole repo from Hugging Face into a target folder.

Authentication uses the token stored by `huggingface-cli login` (or HF_TOKEN); huggingface_hub
sends it only to the Hugging Face Hub endpoint.
"""
import argparse
import os
import sys
from pathlib import Path

from huggingface_hub import HfApi, hf_hub_download, snapshot_download
from huggingface_hub.utils import GatedRepoError, RepositoryNotFoundError

SAFE_PATTERNS = ["*.safetensors", "*.json", "*.txt", "*.model", "tokenizer*"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("filename", nargs="?")
    ap.add_argument("--dest", type=Path, required=True)
    ap.add_argument("--all", action="store_true", help="download the whole repo (safetensors only)")
    ap.add_argument("--revision", default="main")
    a = ap.parse_args()

    os.environ.setdefault("HF_HUB_ENABLE_HF_TRANSFER", "1")
    a.dest.expanduser().mkdir(parents=True, exist_ok=True)

    try:
        if a.all:
            path = snapshot_download(a.repo, revision=a.revision, local_dir=a.dest.expanduser(),
                                     allow_patterns=SAFE_PATTERNS)
        else:
            if not a.filename:
                files = HfApi().list_repo_files(a.repo, revision=a.revision)
                print("files in repo:\n  " + "\n  ".join(f for f in files if f.endswith(".safetensors")))
                return 0
            if not a.filename.endswith(".safetensors"):
                print(f"warning: {a.filename} is not safetensors; only load it if you trust the uploader",
                      file=sys.stderr)
            path = hf_hub_download(a.repo, a.filename, revision=a.revision, local_dir=a.dest.expanduser())
    except GatedRepoError:
        print("gated repo: accept the licence on the model page and run `huggingface-cli login`",
              file=sys.stderr)
        return 2
    except RepositoryNotFoundError:
        print("repo not found (or private and no token)", file=sys.stderr)
        return 2
    print(f"saved to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
