#!/usr/bin/env bash
set -euo pipefail
restic backup /etc /srv /home --exclude-caches --exclude '/srv/*/cache' --one-file-system
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
if [ "$(date +%d)" = "01" ]; then
  restic check --read-data-subset=2%
fi
