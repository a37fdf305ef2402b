#!/usr/bin/env python3
"""Download a GGUF from Hugging Face and create an Ollama model from it."""
import argparse
import subprocess
import tempfile
from pathlib import Path

from huggingface_hub import hf_hub_download

MODELFILE = """FROM {path}
PARAMETER num_ctx {ctx}
PARAMETER temperature {temp}
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--file", required=True)
    ap.add_argument("--name", required=True)
    ap.add_argument("--ctx", type=int, default=8192)
    ap.add_argument("--temp", type=float, default=0.7)
    ap.add_argument("--keep", action="store_true", help="keep the downloaded GGUF")
    a = ap.parse_args()

    # token: huggingface_hub reads HF_TOKEN or ~/.cache/huggingface/token and sends it
    # only to huggingface.co
    path = Path(hf_hub_download(repo_id=a.repo, filename=a.file))
    print("downloaded:", path, f"{path.stat().st_size / 1e9:.2f} GB")

    with tempfile.TemporaryDirectory() as td:
        mf = Path(td) / "Modelfile"
        mf.write_text(MODELFILE.format(path=path, ctx=a.ctx, temp=a.temp))
        subprocess.run(["ollama", "create", a.name, "-f", str(mf)], check=True)

    print(f"created: {a.name}  ->  ollama run {a.name}")
    if not a.keep:
        print("The GGUF stays in the Hugging Face cache; remove it with "
              "`huggingface-cli delete-cache` if you need the space.")


if __name__ == "__main__":
    main()
