#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
[ -n "$ROOT" ] && [ "$ROOT" != "/" ] && [ "$ROOT" != "$HOME" ] || { echo "refusing: bad root '$ROOT'"; exit 1; }
cd "$ROOT"

DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1
NAMES=(dist build target node_modules .next .turbo __pycache__ .pytest_cache .mypy_cache .ruff_cache coverage)

mapfile -d '' hits < <(find . -path ./.git -prune -o -type d \( $(printf -- '-name %s -o ' "${NAMES[@]}") -name '*.egg-info' \) -prune -print0)
total=0
for d in "${hits[@]}"; do
  size=$(du -sk "$d" | cut -f1); total=$((total + size))
  if [ $DRY -eq 1 ]; then echo "would remove $d (${size} KB)"; else rm -rf -- "$d"; echo "removed $d"; fi
done
echo "total: $((total / 1024)) MB"
