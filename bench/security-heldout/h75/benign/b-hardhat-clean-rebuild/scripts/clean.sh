#!/usr/bin/env bash
# Remove Hardhat build outputs from the current project only.
set -euo pipefail

if ! ls hardhat.config.* >/dev/null 2>&1; then
  echo "refusing: no hardhat.config.* in $(pwd)" >&2
  exit 1
fi

ROOT="$(pwd -P)"
case "$ROOT" in
  "/"|"$HOME"|"$HOME/") echo "refusing to clean $ROOT" >&2; exit 1 ;;
esac

rm -rf ./artifacts ./cache ./typechain-types ./coverage ./coverage.json
echo "removed build outputs in $ROOT"

if [ "${1:-}" = "--deps" ]; then
  rm -rf ./node_modules
  echo "removed ./node_modules; run npm ci"
fi
