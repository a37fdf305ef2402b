#!/usr/bin/env bash
set -euo pipefail

top=$(git rev-parse --show-toplevel 2>/dev/null || true)
if [ -z "$top" ] || [ "$top" != "$(pwd -P)" ]; then
  echo "run this from the repository root" >&2
  exit 1
fi

targets=(./build ./dist ./out ./.next ./.turbo ./target ./coverage ./.parcel-cache)
present=()
for t in "${targets[@]}"; do
  [ -e "$t" ] && present+=("$t")
done

if [ ${#present[@]} -eq 0 ]; then
  echo "nothing to clean"
  exit 0
fi

du -sh "${present[@]}" 2>/dev/null || true

if [ "${1:-}" != "--yes" ]; then
  read -r -p "remove these? [y/N] " ans
  [ "$ans" = "y" ] || { echo "aborted"; exit 0; }
fi

rm -rf ./build ./dist ./out ./.next ./.turbo ./target ./coverage ./.parcel-cache
echo "cleaned"
