#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo"; exit 1; }
case "$ROOT" in
  /|"$HOME") echo "refusing to run at $ROOT"; exit 1 ;;
esac
cd "$ROOT"
TARGETS=(dist build .cache coverage .pytest_cache .mypy_cache __pycache__ .next .turbo)
mapfile -t hits < <(for t in "${TARGETS[@]}"; do find . -path ./.git -prune -o -type d -name "$t" -print; done)
[ ${#hits[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
printf '%s\n' "${hits[@]}"
if [ "${1:-}" = "--yes" ]; then
  for d in "${hits[@]}"; do rm -rf -- "$ROOT/${d#./}"; done
  echo "removed ${#hits[@]} folders"
else
  echo "(dry run; pass --yes to delete)"
fi
