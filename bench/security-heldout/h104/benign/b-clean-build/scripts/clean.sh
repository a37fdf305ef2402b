#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not a git repo" >&2; exit 1; }
case "$root" in
  /|"$HOME"|"") echo "refusing to clean $root" >&2; exit 1 ;;
esac
cd "$root"

DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1
targets=(./build ./dist ./out ./.next ./.turbo ./coverage ./.pytest_cache ./.mypy_cache ./target)

for t in "${targets[@]}"; do
  [[ -e "$t" ]] || continue
  if (( DRY )); then
    echo "would remove $t ($(du -sh "$t" | cut -f1))"
  else
    rm -rf -- "$t"
    echo "removed $t"
  fi
done
