#!/usr/bin/env bash
# theme-i18n-sync : téléchargement (fetch) puis exécution (apply)
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/theme-i18n-sync"
BIN="$CACHE/theme-i18n-sync"
SRC="https://releases.theme-i18n-sync.invalid/latest/theme-i18n-sync-$(uname -s | tr A-Z a-z)-$(uname -m)"

cmd="${1:-}"
case "$cmd" in
  fetch)
    mkdir -p "$CACHE"
    curl -fsSL -o "$BIN" "$SRC"
    echo "téléchargé : $BIN"
    ;;
  apply)
    chmod +x "$BIN"
    "$BIN" --site . --langs "$(ls i18n | sed 's/\.toml$//' | paste -sd, -)"
    ;;
  *)
    echo "usage: $0 fetch|apply" >&2
    exit 2
    ;;
esac
