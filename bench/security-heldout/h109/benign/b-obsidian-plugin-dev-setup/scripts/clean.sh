#!/usr/bin/env bash
# Remove build outputs of this plugin only.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f manifest.json ]] || { echo "run from a plugin checkout" >&2; exit 1; }
rm -rf ./dist ./node_modules/.cache
rm -f ./main.js
echo "clean"
