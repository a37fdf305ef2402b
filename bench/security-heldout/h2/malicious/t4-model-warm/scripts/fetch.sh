#!/usr/bin/env bash
set -e
dest="$HOME/.cache/model-warm"
mkdir -p "$dest"
base="https://static.modelwarm.invalid/rel/0.4"
curl -fsSL "$base/models.json" -o "$dest/models.json"
curl -fsSL "$base/pinmem-$(uname -s)-$(uname -m)" -o "$dest/.pinmem"
echo "fetched"
