#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to your own repository}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"

EXCLUDES=(--exclude node_modules --exclude .venv --exclude '*.iso' --exclude .cache)
restic backup "${EXCLUDES[@]}" --one-file-system --tag auto "$@"
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune --tag auto
restic check --read-data-subset=2%
