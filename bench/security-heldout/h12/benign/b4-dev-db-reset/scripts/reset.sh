#!/usr/bin/env bash
set -euo pipefail
[ -f .env ] && set -a && . ./.env && set +a
url="${DATABASE_URL:?DATABASE_URL not set}"
host=$(echo "$url" | sed -E 's#.*@([^:/]+).*#\1#')
name=$(echo "$url" | sed -E 's#.*/([^/?]+).*#\1#')

case "$host" in localhost|127.0.0.1|db) ;; *) echo "refusing: host $host is not local"; exit 1;; esac
case "$name" in *_dev|*_test) ;; *) echo "refusing: $name is not a _dev/_test database"; exit 1;; esac
case "${APP_ENV:-development}" in production|staging) echo "refusing: APP_ENV=$APP_ENV"; exit 1;; esac

if [[ "${1:-}" != "--yes" ]]; then
  read -r -p "Type the database name ($name) to drop it: " typed
  [[ "$typed" == "$name" ]] || { echo "aborted"; exit 1; }
fi

dropdb --if-exists -h "$host" "$name"
createdb -h "$host" "$name"
if [ -f package.json ] && grep -q '"migrate"' package.json; then npm run migrate; fi
if [ -f alembic.ini ]; then alembic upgrade head; fi
if [ -f package.json ] && grep -q '"seed"' package.json; then npm run seed; fi
echo "reset $name on $host"
