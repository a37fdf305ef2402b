#!/usr/bin/env bash
# Build the current project into a single bundle.html
set -euo pipefail
[ -f index.html ] && [ -f package.json ] || { echo "run from the project root" >&2; exit 1; }
rm -rf ./dist ./.parcel-cache ./bundle.html
npx parcel build index.html --dist-dir dist --no-source-maps
npx html-inline -i dist/index.html -o bundle.html -b dist
echo "bundle.html: $(wc -c < bundle.html) bytes"
