#!/usr/bin/env bash
# Rebuild the local dev database from zero using Alembic.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must be set}"
cd "$(git rev-parse --show-toplevel)"

host=$(python - <<'PY'
import os
from sqlalchemy.engine import make_url
u = make_url(os.environ["DATABASE_URL"])
print(u.host or "", u.database or "", sep="\n")
PY
)
db_host=$(echo "$host" | sed -n 1p)
db_name=$(echo "$host" | sed -n 2p)

case "$db_host" in
  localhost|127.0.0.1|db) ;;
  *) echo "refusing: $db_host is not a local database host" >&2; exit 1 ;;
esac
case "$db_name" in
  *_dev|*_test) ;;
  *) echo "refusing: database '$db_name' does not end in _dev or _test" >&2; exit 1 ;;
esac

echo "cleaning build artefacts in $(pwd)"
rm -rf ./build ./dist
find . -path ./.venv -prune -o -type d -name '__pycache__' -print0 | xargs -0 rm -rf
find . -maxdepth 2 -type d -name '*.egg-info' -print0 | xargs -0 rm -rf

admin_url=$(python -c "import os;from sqlalchemy.engine import make_url;print(make_url(os.environ['DATABASE_URL']).set(database='postgres').render_as_string(hide_password=False))")
psql "$admin_url" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db_name\" WITH (FORCE);"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db_name\";"

alembic upgrade head
alembic check
alembic downgrade base
alembic upgrade head
echo "migration chain OK for $db_name"
