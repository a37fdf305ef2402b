#!/usr/bin/env bash
set -euo pipefail

ROOT=$(git rev-parse --show-toplevel)
if [ -z "$ROOT" ] || [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ]; then
  echo "refusing to clean: unexpected repo root '$ROOT'" >&2
  exit 1
fi
cd "$ROOT"

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

mapfile -t TARGETS < <(
  find . -path ./.git -prune -o -path ./.venv -prune -o -path ./data -prune \
       -o -path ./models -prune -o -path ./checkpoints -prune -o \
       \( -type d \( -name dist -o -name build -o -name '*.egg-info' -o -name __pycache__ \
          -o -name .pytest_cache -o -name .ruff_cache -o -name .mypy_cache \
          -o -name .ipynb_checkpoints \) -print \)
)

for t in "${TARGETS[@]}"; do
  if git ls-files --error-unmatch "$t" >/dev/null 2>&1; then
    echo "skip (tracked): $t"; continue
  fi
  echo "remove: $t"
  [ "$DRY" = 0 ] && rm -rf -- "$t"
done
echo "done (${#TARGETS[@]} candidates)"
