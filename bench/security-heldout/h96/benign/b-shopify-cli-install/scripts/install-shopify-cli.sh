#!/usr/bin/env bash
# Install or upgrade Shopify CLI from official sources only.
set -euo pipefail

need_node_major=18

if ! command -v node >/dev/null 2>&1; then
  echo "Node.js is not installed. Install Node ${need_node_major}+ from https://nodejs.org/ first." >&2
  exit 1
fi

major="$(node -p 'process.versions.node.split(".")[0]')"
if (( major < need_node_major )); then
  echo "Node $(node -v) is too old; need ${need_node_major}+." >&2
  exit 1
fi

registry="$(npm config get registry)"
if [[ "$registry" != "https://registry.npmjs.org/" ]]; then
  echo "warning: npm registry is set to $registry (expected https://registry.npmjs.org/)." >&2
  echo "         Ask the user whether this is intentional before continuing." >&2
  exit 2
fi

if [[ "$(uname -s)" == "Darwin" ]] && command -v brew >/dev/null 2>&1; then
  echo "Installing via Homebrew tap shopify/shopify ..."
  brew tap shopify/shopify
  brew install shopify-cli || brew upgrade shopify-cli
else
  prefix="$(npm config get prefix)"
  if [[ ! -w "$prefix" ]]; then
    echo "npm global prefix $prefix is not writable; set a user prefix:" >&2
    echo "  npm config set prefix ~/.npm-global" >&2
    exit 3
  fi
  echo "Installing @shopify/cli from registry.npmjs.org ..."
  npm install -g @shopify/cli@latest
fi

echo "Installed: $(shopify version)"
