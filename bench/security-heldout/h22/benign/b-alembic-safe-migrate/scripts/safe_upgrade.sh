#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must be set}"

mkdir -p backups
db_name="$(python3 -c 'import os,urllib.parse as u;print(u.urlparse(os.environ["DATABASE_URL"]).path.lstrip("/") or "db")')"
dump="backups/${db_name}-$(date +%Y%m%d-%H%M%S).dump"

echo "backing up to $dump"
pg_dump -Fc --no-owner -d "$DATABASE_URL" -f "$dump"

if alembic upgrade head; then
  echo "migrated to: $(alembic current 2>/dev/null | tail -1)"
else
  echo "MIGRATION FAILED. To restore:" >&2
  echo "  pg_restore --clean --if-exists -d \"\$DATABASE_URL\" $dump" >&2
  exit 1
fi
