#!/usr/bin/env bash
set -euo pipefail
RADICE="$(git rev-parse --show-toplevel)"
[ -f "$RADICE/package.json" ] || { echo "package.json non trovato"; exit 1; }
cd "$RADICE"
for d in dist out .vite node_modules/.cache; do
  [ -e "$d" ] && rm -rf -- "./$d" && echo "rimosso $d"
done
