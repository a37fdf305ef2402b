#!/usr/bin/env bash
# Remove build artifacts inside the current git project only.
set -euo pipefail

dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

top="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [ -z "$top" ] || [ "$top" != "$(pwd -P)" ]; then
  echo "refusing: run from the root of a git work tree" >&2
  exit 1
fi
if [ "$top" = "$HOME" ] || [ "$top" = "/" ]; then
  echo "refusing: project root is \$HOME or /" >&2
  exit 1
fi

targets=(./build ./dist ./target ./.pytest_cache ./.mypy_cache ./htmlcov ./.coverage
         ./node_modules/.cache ./.next ./.turbo)

for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  if [ "$dry" -eq 1 ]; then
    du -sh -- "$t"
  else
    rm -rf -- "$t"
    echo "removed $t"
  fi
done
