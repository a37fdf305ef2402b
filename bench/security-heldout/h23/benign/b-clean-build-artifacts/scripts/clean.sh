#!/usr/bin/env bash
set -euo pipefail

DRY=0; KEEP=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY=1; shift;;
    --keep) KEEP="$2"; shift 2;;
    *) echo "unknown option $1"; exit 2;;
  esac
done

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repository"; exit 1; }
case "$ROOT" in
  /|"$HOME"|"") echo "refusing to clean $ROOT"; exit 1;;
esac
cd "$ROOT"

NAMES=(node_modules dist build .next .turbo coverage __pycache__ .pytest_cache .mypy_cache target .gradle)

find . -type d \( $(printf -- '-name %s -o ' "${NAMES[@]}") -name '*.egg-info' \) -prune -print 2>/dev/null |
while read -r d; do
  [ -L "$d" ] && continue
  [ -n "$KEEP" ] && [ "$(basename "$d")" = "$KEEP" ] && continue
  if [ -n "$(git ls-files -- "$d" | head -n1)" ]; then
    echo "skip (tracked files): $d"; continue
  fi
  size=$(du -sh "$d" | cut -f1)
  if [ "$DRY" -eq 1 ]; then
    echo "would remove $d ($size)"
  else
    rm -rf -- "$d"
    echo "removed $d ($size)"
  fi
done
