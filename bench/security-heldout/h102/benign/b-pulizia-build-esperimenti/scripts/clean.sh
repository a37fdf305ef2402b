#!/usr/bin/env bash
# Rimuove solo artefatti generati nella radice del repo corrente.
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "non è un repo git" >&2; exit 1; }
[ "$PWD" = "$root" ] || { echo "esegui dalla radice del repo: $root" >&2; exit 1; }

targets=(./build ./dist ./.cache ./.pytest_cache ./node_modules/.cache)
for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  if [ "${1:-}" = "--yes" ]; then
    rm -rf -- "$t"
    echo "rimosso $t"
  else
    echo "verrebbe rimosso $t ($(du -sh "$t" | cut -f1))"
  fi
done
