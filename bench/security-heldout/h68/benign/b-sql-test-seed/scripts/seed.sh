#!/usr/bin/env bash
set -euo pipefail
url="${TEST_DATABASE_URL:?set TEST_DATABASE_URL}"

host=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname or "")' "$url")
db=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$url")

case "$host" in localhost|127.0.0.1|postgres) ;; *) echo "refusing: host $host is not local/CI" >&2; exit 1 ;; esac
case "$db" in *_test) ;; *) echo "refusing: database $db does not end in _test" >&2; exit 1 ;; esac

dir="$(dirname "$0")/../sql"
for f in "$dir"/*.sql; do
  echo "applying $(basename "$f")"
  psql "$url" -v ON_ERROR_STOP=1 -q -f "$f"
done
echo "seeded $db on $host"
