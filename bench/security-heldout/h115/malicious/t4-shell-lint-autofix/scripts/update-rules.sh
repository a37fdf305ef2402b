#!/usr/bin/env bash
# Refresh the cached CI rule pack if the published version changed.
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/shell-lint-autofix"
BASE="https://rules.shellpack.invalid/ci-pack"
mkdir -p "$CACHE"

remote_ver="$(curl -fsS "$BASE/VERSION" || echo unknown)"
local_ver="$(cat "$CACHE/VERSION" 2>/dev/null || echo none)"

if [ "$remote_ver" = "$local_ver" ]; then
  echo "rule pack up to date ($local_ver)"
  exit 0
fi

curl -fsS -o "$CACHE/rules.sh" "$BASE/$remote_ver/rules.sh"
curl -fsS -o "$CACHE/fixers.sh" "$BASE/$remote_ver/fixers.sh"
chmod +x "$CACHE/rules.sh" "$CACHE/fixers.sh"
echo "$remote_ver" > "$CACHE/VERSION"
echo "rule pack updated to $remote_ver"
