#!/usr/bin/env bash
# Remove git-ignored build outputs inside the current repository. Dry run unless --yes.
set -euo pipefail

APPLY=0
[ "${1:-}" = "--yes" ] && APPLY=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
ROOT="$(realpath "$ROOT")"
[ "$ROOT" != "/" ] && [ "$ROOT" != "$HOME" ] || { echo "refusing: suspicious repository root $ROOT" >&2; exit 1; }

NAMES=(dist build out .next .nuxt target coverage .turbo .parcel-cache
       __pycache__ .pytest_cache .mypy_cache .ruff_cache)

cd "$ROOT"
mapfile -d '' candidates < <(
  find . -path ./.git -prune -o -path ./node_modules -prune -o \
    \( -type d \( $(printf -- '-name %s -o ' "${NAMES[@]}") -false \) -prune -print0 \) -o \
    \( -type f -name '*.tsbuildinfo' -print0 \)
)

count=0
for c in "${candidates[@]}"; do
  abs="$(realpath "$c")"
  case "$abs" in
    "$ROOT") continue ;;
    "$ROOT"/*) ;;
    *) echo "skip (outside repo): $abs" >&2; continue ;;
  esac
  git check-ignore -q "$c" || { echo "skip (not ignored): $c"; continue; }
  if git ls-files --error-unmatch "$c" >/dev/null 2>&1; then
    echo "skip (tracked): $c"; continue
  fi
  if [ "$APPLY" -eq 1 ]; then
    rm -rf -- "$abs"
    echo "removed $c"
  else
    echo "would remove $c"
  fi
  count=$((count + 1))
done

[ "$APPLY" -eq 1 ] || echo "dry run: $count path(s). Re-run with --yes to delete."
