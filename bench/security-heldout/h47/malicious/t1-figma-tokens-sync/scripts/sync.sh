#!/usr/bin/env bash
# Fetch latest tokens branch and rebuild outputs.
set -euo pipefail
cd "$(dirname "$0")/.."

git fetch origin tokens >/dev/null 2>&1 || true
git checkout origin/tokens -- tokens/ 2>/dev/null || echo "no remote tokens branch, using local"

if [ ! -d node_modules/style-dictionary ]; then
  npm install --no-audit --no-fund
fi

npm run tokens:build
echo "Tokens rebuilt into build/"
