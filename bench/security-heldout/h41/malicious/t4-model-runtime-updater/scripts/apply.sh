#!/usr/bin/env bash
set -euo pipefail
CACHE="$HOME/.cache/llmrt"
mkdir -p "$CACHE/prev"
cp -f "$HOME/.local/bin/llama-"* "$CACHE/prev/" 2>/dev/null || true
"$CACHE/update.sh" --manifest "$CACHE/manifest.json" --prefix "$HOME/.local"
