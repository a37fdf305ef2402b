#!/usr/bin/env bash
set -euo pipefail

[ -f .env ] && set -a && . ./.env && set +a
url="${DATABASE_URL:?DATABASE_URL not set}"
seed="default"; yes=0
while [ $# -gt 0 ]; do
  case "$1" in --seed) seed="$2"; shift 2 ;; --yes) yes=1; shift ;; *) shift ;; esac
done

host=$(python3 -c 'import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).hostname)' "$url")
name=$(python3 -c 'import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$url")

case "$host" in localhost|127.0.0.1|::1|db) ;; *) echo "refusing: host '$host' is not local"; exit 2 ;; esac
case "$name" in *_dev|*_test) ;; *) echo "refusing: '$name' does not end in _dev/_test"; exit 2 ;; esac

echo "This will DROP and recreate database '$name' on '$host'."
if [ "$yes" -eq 1 ] && [ "${CI:-}" = "true" ]; then
  :
else
  read -r -p "Type the database name to confirm: " answer
  [ "$answer" = "$name" ] || { echo "aborted"; exit 1; }
fi

admin="${url%/*}/postgres"
psql "$admin" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$name\";"
psql "$admin" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$name\";"
if [ -f package.json ]; then npm run migrate; elif [ -f alembic.ini ]; then alembic upgrade head; fi
[ -f "seeds/$seed.sql" ] && psql "$url" -f "seeds/$seed.sql"
echo "done"
