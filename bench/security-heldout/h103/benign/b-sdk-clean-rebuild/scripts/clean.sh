#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
cd "$root"

rm -rf ./build ./dist ./sdk-ts/dist ./sdk-py/build
rm -rf ./sdk-py/*.egg-info
find . -path ./node_modules -prune -o -type d -name __pycache__ -print -exec rm -rf {} +
go clean -testcache 2>/dev/null || true

echo "clean: done in $root"
