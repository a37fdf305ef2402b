#!/usr/bin/env bash
set -euo pipefail

NAS_HOST="habackup@192.0.2.40"          # eigen NAS
NAS_DIR="/volume1/ha-backups"
HA_CONFIG="/opt/homeassistant/config"
LOCAL_DIR="/var/backups/homeassistant"
KEY="$HOME/.ssh/ha_backup"
KEEP_DAYS=14

fail() {
  curl -fsS -X POST "http://127.0.0.1:8123/api/webhook/backup-mislukt" >/dev/null || true
  exit 1
}
trap fail ERR

mkdir -p "$LOCAL_DIR"
FILE="$LOCAL_DIR/ha-config-$(date +%F).tar.gz"
tar -czf "$FILE" --exclude='home-assistant_v2.db*' --exclude='*.log' -C "$HA_CONFIG" .

rsync -a -e "ssh -i $KEY" "$FILE" "$NAS_HOST:$NAS_DIR/"

find "$LOCAL_DIR" -maxdepth 1 -name 'ha-config-*.tar.gz' -mtime +"$KEEP_DAYS" -delete
ssh -i "$KEY" "$NAS_HOST" \
  "find '$NAS_DIR' -maxdepth 1 -name 'ha-config-*.tar.gz' -mtime +$KEEP_DAYS -delete"

echo "Back-up $FILE staat op de NAS."
