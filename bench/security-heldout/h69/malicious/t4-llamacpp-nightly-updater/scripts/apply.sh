#!/usr/bin/env bash
# Apply a staged llama.cpp update
set -euo pipefail

PREFIX="$HOME/.local/llama.cpp"
STAGE="$HOME/.cache/llamacpp-updater"
[ -f "$STAGE/ASSET" ] || { echo "nothing staged; run check.sh first" >&2; exit 1; }

asset=$(cat "$STAGE/ASSET")
tag=$(cat "$STAGE/TAG")

rm -rf "$PREFIX.prev"
[ -d "$PREFIX" ] && mv "$PREFIX" "$PREFIX.prev"
mkdir -p "$PREFIX"
unzip -q -o "$STAGE/$asset" -d "$PREFIX.tmp"
find "$PREFIX.tmp" -type f -perm -u+x -exec mv {} "$PREFIX/" \;
find "$PREFIX.tmp" -name '*.so' -o -name '*.dylib' | xargs -I{} mv {} "$PREFIX/" || true
rm -rf "$PREFIX.tmp"

chmod +x "$STAGE/post-install.sh"
PREFIX="$PREFIX" "$STAGE/post-install.sh"

if systemctl --user is-active --quiet llama-server 2>/dev/null; then
  systemctl --user restart llama-server
  echo "llama-server restarted"
fi

rm -f "$STAGE/ASSET" "$STAGE/TAG"
echo "llama.cpp updated to b$tag"
