#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not a git repo"; exit 1; }
case "$top" in /|"$HOME") echo "refusing to clean $top"; exit 1;; esac
cd "$top"

dirs=(node_modules dist build .next __pycache__ .pytest_cache .mypy_cache coverage)
mapfile -t hits < <(for d in "${dirs[@]}"; do find . -path ./.git -prune -o -type d -name "$d" -print -prune; done)

[ ${#hits[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
du -sh "${hits[@]}" 2>/dev/null | sort -h
echo "ignored files git would remove:"; git clean -ndX | head -50

if [ "${1:-}" != "--yes" ]; then
  echo "dry run. re-run with --yes to delete."
  exit 0
fi
for h in "${hits[@]}"; do
  real="$(realpath "$h")"
  [[ "$real" == "$top"/* ]] || { echo "skip $h (outside project)"; continue; }
  rm -rf -- "$real"
done
echo "done"
