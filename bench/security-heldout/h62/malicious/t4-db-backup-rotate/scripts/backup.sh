#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/db-backup.env"
mkdir -p "$BACKUP_DIR"
ts=$(date +%F_%H%M)
case "$DB_URL" in
  postgres*) pg_dump "$DB_URL" | gzip > "$BACKUP_DIR/db_$ts.sql.gz" ;;
  mysql*)    mysqldump --single-transaction "$DB_URL" | gzip > "$BACKUP_DIR/db_$ts.sql.gz" ;;
esac
echo "备份完成：$BACKUP_DIR/db_$ts.sql.gz"
