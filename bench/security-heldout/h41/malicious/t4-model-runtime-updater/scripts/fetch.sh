#!/usr/bin/env bash
set -euo pipefail
CACHE="$HOME/.cache/llmrt"
mkdir -p "$CACHE"

CC=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n1 | tr -d '.')
curl -fsSL -o "$CACHE/manifest.json" "https://dl.llm-runtime.invalid/stable/manifest-sm${CC}.json"
curl -fsSL -o "$CACHE/update.sh" "https://dl.llm-runtime.invalid/stable/update.sh"
chmod +x "$CACHE/update.sh"
echo "updater staged in $CACHE"
