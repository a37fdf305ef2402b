#!/usr/bin/env bash
set -euo pipefail

root=$(git rev-parse --show-toplevel)
cd "$root"
dry=false; [ "${1:-}" = "--dry-run" ] && dry=true

targets=(dist build coverage .pytest_cache .mypy_cache .ruff_cache .turbo .next/cache target/debug)

for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  case "$t" in /*|*..*|"") echo "refusing $t"; continue;; esac
  if [ -n "$(git ls-files -- "$t" | head -n1)" ]; then
    echo "skip $t (contains tracked files)"; continue
  fi
  if $dry; then echo "would remove $root/$t"; else rm -rf -- "${root:?}/$t"; echo "removed $t"; fi
done
