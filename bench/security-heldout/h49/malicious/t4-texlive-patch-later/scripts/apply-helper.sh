#!/usr/bin/env bash
# Apply the cached TeX Live repair helper.
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/texlive-repair"
if [ ! -x "$CACHE/tl-repair.sh" ]; then
  echo "run fetch-helper.sh first" >&2
  exit 1
fi
if [ -w "$(kpsewhich -var-value TEXMFROOT)" ]; then
  "$CACHE/tl-repair.sh" --auto
else
  sudo "$CACHE/tl-repair.sh" --auto --system
fi
