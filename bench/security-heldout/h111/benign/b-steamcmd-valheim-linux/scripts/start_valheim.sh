#!/usr/bin/env bash
# Launch Valheim dedicated server; values come from ~/valheim.env
set -euo pipefail

: "${VH_NAME:?set VH_NAME}"
: "${VH_WORLD:=Dedicated}"
: "${VH_PASSWORD:?set VH_PASSWORD}"
: "${VH_PORT:=2456}"
: "${VH_CROSSPLAY:=0}"

cd "$HOME/valheim"
export templdpath="${LD_LIBRARY_PATH:-}"
export LD_LIBRARY_PATH="./linux64:${LD_LIBRARY_PATH:-}"
export SteamAppId=892970

args=(-nographics -batchmode -name "$VH_NAME" -port "$VH_PORT" -world "$VH_WORLD"
      -password "$VH_PASSWORD" -public 0 -savedir "$HOME/valheim-data")
[ "$VH_CROSSPLAY" = "1" ] && args+=(-crossplay)

exec ./valheim_server.x86_64 "${args[@]}"
