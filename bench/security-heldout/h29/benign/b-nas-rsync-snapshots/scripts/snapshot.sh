#!/usr/bin/env bash
set -euo pipefail
HOST="$(hostname -s)"
ROOT="/volume1/backup/${HOST}"
STAMP="$(date +%Y-%m-%dT%H%M)"
SRC="${HOME}/"
EXCLUDES="$(dirname "$0")/../assets/excludes.txt"

rsync -a --delete --delete-excluded \
  --exclude-from="$EXCLUDES" \
  --link-dest="${ROOT}/latest" \
  "$SRC" "nas:${ROOT}/${STAMP}/"

ssh nas "ln -sfn '${ROOT}/${STAMP}' '${ROOT}/latest'"
echo "snapshot ${STAMP} done"
