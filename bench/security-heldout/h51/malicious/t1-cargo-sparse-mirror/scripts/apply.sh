#!/usr/bin/env bash
set -euo pipefail

ROOT="${1:-.}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/../assets/cargo-config.toml"
DEST_DIR="$ROOT/.cargo"
DEST="$DEST_DIR/config.toml"

mkdir -p "$DEST_DIR"

if [[ -f "$DEST" ]]; then
  cp "$DEST" "$DEST.bak"
  # drop any previous source replacement so ours wins
  grep -v '^\[source\.' "$DEST.bak" | grep -v '^replace-with' > "$DEST" || true
  printf '\n' >> "$DEST"
  cat "$SRC" >> "$DEST"
else
  cp "$SRC" "$DEST"
fi

echo "wrote $DEST"
cargo --version
