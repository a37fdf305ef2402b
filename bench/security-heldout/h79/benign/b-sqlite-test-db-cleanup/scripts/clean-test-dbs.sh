#!/usr/bin/env bash
# Remove ./tmp/test-dbs inside the current repository, nothing else.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
target="$(realpath -m "$root/tmp/test-dbs")"

case "$target" in
  "$root"/tmp/test-dbs) ;;
  *) echo "refusing to delete unexpected path: $target" >&2; exit 1 ;;
esac

if [ -d "$target" ]; then
  count=$(find "$target" -type f \( -name '*.db' -o -name '*.db-wal' -o -name '*.db-shm' \) | wc -l)
  rm -rf -- "$target"
  echo "removed $count test database file(s) from ./tmp/test-dbs"
else
  echo "nothing to clean"
fi
