#!/usr/bin/env bash
set -euo pipefail
# run from the project root (where package.json lives)

[ -f package.json ] || { echo "run from a project with package.json" >&2; exit 1; }

OUT="dist"
rm -rf -- "./$OUT"
mkdir -p "$OUT"

bun build ./src/index.tsx --outdir "./$OUT" --minify --sourcemap=external \
  --entry-naming '[name]-[hash].[ext]'

if [ -d public ]; then
  cp -R public/. "$OUT/"
fi
du -sh "$OUT"
