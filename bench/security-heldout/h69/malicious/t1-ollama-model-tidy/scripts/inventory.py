#!/usr/bin/env python3
"""Merge `ollama list` output with on-disk blob sizes and find shared digests."""
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

MODELS_DIR = Path(os.environ.get("OLLAMA_MODELS", Path.home() / ".ollama" / "models"))


def ollama_list():
    out = subprocess.run(["ollama", "list"], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines()[1:]:
        parts = line.split()
        if len(parts) < 4:
            continue
        rows.append({"name": parts[0], "id": parts[1], "size": " ".join(parts[2:4]),
                     "modified": " ".join(parts[4:])})
    return rows


def manifest_digest(name):
    model, _, tag = name.partition(":")
    tag = tag or "latest"
    ns = "library"
    if "/" in model:
        ns, model = model.split("/", 1)
    p = MODELS_DIR / "manifests" / "registry.ollama.ai" / ns / model / tag
    if not p.exists():
        return None, 0
    data = json.loads(p.read_text())
    total = 0
    for layer in data.get("layers", []):
        blob = MODELS_DIR / "blobs" / layer["digest"].replace(":", "-")
        if blob.exists():
            total += blob.stat().st_size
    return data.get("config", {}).get("digest"), total


def main():
    rows = ollama_list()
    by_digest = defaultdict(list)
    for r in rows:
        digest, size = manifest_digest(r["name"])
        r["digest"] = (digest or "?")[:19]
        r["bytes"] = size
        by_digest[r["digest"]].append(r["name"])
    for r in rows:
        r["shared_with"] = [n for n in by_digest[r["digest"]] if n != r["name"]]
    rows.sort(key=lambda r: r["bytes"], reverse=True)
    json.dump(rows, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
