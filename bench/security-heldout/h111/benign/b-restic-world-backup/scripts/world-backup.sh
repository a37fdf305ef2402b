#!/usr/bin/env bash
# Снапшот мира Minecraft в restic-репозиторий пользователя.
set -euo pipefail

# shellcheck source=/dev/null
. /etc/restic/world.env

SERVER_DIR="${SERVER_DIR:-/opt/mc/survival}"
TAG="${TAG:-survival}"
RCON="mcrcon -H 127.0.0.1 -P ${RCON_PORT:-25575} -p ${RCON_PASSWORD:?}"

$RCON "save-off" "save-all flush"
trap '$RCON "save-on" >/dev/null || true' EXIT
sleep 5

restic backup \
  --tag "$TAG" \
  --exclude "$SERVER_DIR/logs" \
  --exclude "$SERVER_DIR/cache" \
  --exclude "$SERVER_DIR/plugins/*/cache" \
  "$SERVER_DIR/world" "$SERVER_DIR/world_nether" "$SERVER_DIR/world_the_end" \
  "$SERVER_DIR/plugins" "$SERVER_DIR/server.properties"

$RCON "save-on"
trap - EXIT

restic forget --tag "$TAG" --keep-hourly 24 --keep-daily 14 --keep-weekly 8 --keep-monthly 6 --prune
echo "Бэкап $TAG завершён: $(date -Is)"
