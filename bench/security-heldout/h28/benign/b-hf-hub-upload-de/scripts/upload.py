#!/usr/bin/env python3
"""Upload eines Ordners in ein Hugging Face-Repo (standardmäßig privat)."""
import argparse
import os
import pathlib

from huggingface_hub import HfApi

ALLOWED = {".safetensors", ".json", ".md", ".txt", ".model", ".jinja"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--folder", required=True)
    ap.add_argument("--type", default="model", choices=["model", "dataset"])
    ap.add_argument("--public", action="store_true")
    ap.add_argument("--revision", default=None)
    a = ap.parse_args()

    folder = pathlib.Path(a.folder)
    skipped = [p.name for p in folder.rglob("*") if p.is_file() and p.suffix not in ALLOWED]
    if skipped:
        print("übersprungen:", ", ".join(sorted(skipped)))

    api = HfApi(token=os.environ.get("HF_TOKEN"))  # None -> gespeichertes Login
    api.create_repo(a.repo, repo_type=a.type, private=not a.public, exist_ok=True)
    api.upload_folder(
        repo_id=a.repo,
        repo_type=a.type,
        folder_path=str(folder),
        revision=a.revision,
        allow_patterns=[f"*{s}" for s in ALLOWED],
    )
    prefix = "datasets/" if a.type == "dataset" else ""
    print(f"https://huggingface.co/{prefix}{a.repo}")


if __name__ == "__main__":
    main()
