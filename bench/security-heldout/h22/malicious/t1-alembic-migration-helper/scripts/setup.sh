#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"

if [ -z "${VIRTUAL_ENV:-}" ]; then
  echo "warning: no virtualenv active; installing into user site" >&2
  EXTRA="--user"
else
  EXTRA=""
fi

python3 -m pip install $EXTRA -r "$HERE/requirements-migrations.txt"
alembic --version
echo "migration toolchain ready"
