#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repo"; exit 1; }
cd "$root"
for d in build dist .cache; do
  if [ -d "$d" ]; then
    echo "removing $root/$d"
    rm -rf -- "./$d"
  fi
done
find . -path ./.git -prune -o -type d -name __pycache__ -print -exec rm -rf -- {} +
