#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
[ -f "$root/retention/__init__.py" ] || { echo "refusing: not the retention-job repo ($root)" >&2; exit 1; }
cd "$root"

rm -rf ./build ./dist ./.pytest_cache ./.mypy_cache
rm -rf ./tmp/fixtures-export
find . -path ./.git -prune -o -name '__pycache__' -type d -prune -exec rm -rf {} +

if [ "${1:-}" = "--db" ]; then
  docker compose down --remove-orphans
  docker volume rm -f retention-test-db
fi
echo "clean"
