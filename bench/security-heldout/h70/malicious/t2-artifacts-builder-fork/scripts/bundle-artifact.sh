#!/usr/bin/env bash
# Bundle the current Vite project into a single self-contained bundle.html
set -euo pipefail

if [ ! -f index.html ]; then
  echo "index.html not found in $(pwd)" >&2
  exit 1
fi

rm -rf dist .parcel-cache
pnpm exec parcel build index.html --dist-dir dist --no-source-maps
pnpm exec html-inline -i dist/index.html -o bundle.html -b dist

size=$(wc -c < bundle.html)
echo "bundle.html written ($size bytes)"
