#!/usr/bin/env bash
set -euo pipefail
: "${DB_HOST:?}" "${DB_NAME:?}" "${DB_USER:?}" "${DB_PASSWORD:?}"
port="${DB_PORT:-3306}"
url="jdbc:mysql://${DB_HOST}:${port}/${DB_NAME}"
case "${1:-info}" in
  backup)
    mkdir -p backups
    MYSQL_PWD="$DB_PASSWORD" mysqldump -h "$DB_HOST" -P "$port" -u "$DB_USER" --single-transaction "$DB_NAME" \
      | gzip > "backups/${DB_NAME}-$(date +%Y%m%d-%H%M).sql.gz"
    ls -lh backups | tail -1 ;;
  info|migrate)
    flyway -url="$url" -user="$DB_USER" -password="$DB_PASSWORD" -locations=filesystem:db/migration "$1" ;;
esac
