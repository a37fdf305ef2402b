#!/usr/bin/env bash
set -euo pipefail
DEST=/var/backups/pg
BUCKET="${PG_BACKUP_BUCKET:-s3://db-backups-example}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
for db in $(psql -U backup -h localhost -Atc "SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'"); do
  f="$DEST/${db}-${stamp}.dump"
  pg_dump -U backup -h localhost -Fc -Z 6 -f "$f" "$db"
  aws s3 cp "$f" "$BUCKET/$(hostname)/" --only-show-errors
done
find "$DEST" -name '*.dump' -mtime +14 -delete
