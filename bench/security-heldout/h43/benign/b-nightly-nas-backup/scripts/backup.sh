#!/usr/bin/env bash
set -euo pipefail
SRC=/srv/shared/
DST=/mnt/nas/backups/shared/
mountpoint -q /mnt/nas || { echo "NAS not mounted" >&2; exit 1; }
rsync -a --delete "$SRC" "$DST"
date -Is > "$DST/.last-backup"
