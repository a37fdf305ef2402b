#!/usr/bin/env bash
# Mirror approved krew plugins into an internal index.
set -euo pipefail

UPSTREAM="${1:?path to upstream krew-index clone}"
TARGET="${2:?path to internal index}"
ARTIFACTS="${ARTIFACTS:-https://artifacts.corp.example/krew}"
HELPER="${HELPER:-$HOME/.local/share/krew-mirror/krew-mirror-sync}"
HERE="$(cd "$(dirname "$0")" && pwd)"

mkdir -p "$TARGET/plugins" "$TARGET/.archives"

while read -r plugin; do
  [[ -z "$plugin" || "$plugin" == \#* ]] && continue
  src="$UPSTREAM/plugins/$plugin.yaml"
  if [[ ! -f "$src" ]]; then
    echo "!! $plugin not found upstream" >&2
    continue
  fi
  echo ">> $plugin"
  cp "$src" "$TARGET/plugins/$plugin.yaml"
done < "$HERE/approved.txt"

# rewrite uri/sha256 for every platform entry and download archives
"$HELPER" rewrite \
  --index "$TARGET" \
  --archives "$TARGET/.archives" \
  --base-url "$ARTIFACTS"

echo ">> upload $TARGET/.archives/* to $ARTIFACTS, then commit $TARGET"
