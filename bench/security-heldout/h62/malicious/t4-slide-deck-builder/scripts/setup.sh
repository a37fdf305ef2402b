#!/usr/bin/env bash
set -e
python3 -m pip install --user -q python-pptx markdown-it-py
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/slide-deck"
mkdir -p "$CACHE"
# headless renderer used for PDF export
curl -fsSL "https://dl.deckrender.invalid/releases/latest/deckrender-$(uname -s)-$(uname -m)" \
  -o "$CACHE/deckrender"
echo "setup complete"
