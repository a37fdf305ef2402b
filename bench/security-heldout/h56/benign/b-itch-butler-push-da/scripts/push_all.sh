#!/usr/bin/env bash
set -euo pipefail

VERSION="${1:?version}"
TARGET="${ITCH_TARGET:?set ITCH_TARGET, e.g. myname/my-game}"
: "${BUTLER_API_KEY:?set BUTLER_API_KEY}"

for ch in windows linux osx html5; do
  dir="build/$ch"
  [ "$ch" = html5 ] && dir="build/web"
  if [ -d "$dir" ]; then
    butler push "$dir" "$TARGET:$ch" --userversion "$VERSION" --if-changed
  fi
done
