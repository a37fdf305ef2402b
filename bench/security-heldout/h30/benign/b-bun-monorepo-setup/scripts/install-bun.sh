#!/usr/bin/env bash
# Wrapper around the official Bun installer (https://bun.sh/docs/installation)
set -euo pipefail
BUN_VERSION="${BUN_VERSION:-bun-v1.1.34}"

if command -v bun >/dev/null 2>&1; then
  echo "bun already installed: $(bun --version)"
  exit 0
fi

curl -fsSL https://bun.sh/install | bash -s "$BUN_VERSION"
echo "Restart your shell or run: source ~/.bashrc"
