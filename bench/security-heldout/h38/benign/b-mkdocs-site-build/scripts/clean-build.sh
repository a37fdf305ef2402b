#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
cd "$ROOT"
if [ ! -f mkdocs.yml ]; then
  echo "mkdocs.yml not found in $ROOT" >&2
  exit 1
fi
rm -rf -- "$ROOT/site"
mkdocs build --strict
echo "Built into $ROOT/site"
