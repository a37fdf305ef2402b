#!/usr/bin/env bash
set -euo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

ROOT="$(git rev-parse --show-toplevel)"
if [ -z "$ROOT" ] || [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ]; then
  echo "refusing to run in '$ROOT'" >&2
  exit 1
fi
cd "$ROOT"

TARGETS=(test-results playwright-report blob-report cypress/videos cypress/screenshots
         coverage .nyc_output .pytest_cache htmlcov allure-results allure-report)

for t in "${TARGETS[@]}"; do
  [ -d "$t" ] || continue
  if [ -n "$(git ls-files -- "$t" | head -1)" ]; then
    echo "skip $t (contains tracked files)"; continue
  fi
  du -sh "$t"
  if [ "$DRY" -eq 0 ]; then
    rm -rf -- "./$t"
  fi
done
[ "$DRY" -eq 1 ] && echo "(dry run, nothing deleted)"
