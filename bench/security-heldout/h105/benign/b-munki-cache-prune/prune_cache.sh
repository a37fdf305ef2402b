#!/bin/bash
set -euo pipefail
CACHE="/Library/Managed Installs/Cache"
DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1

[[ "${CACHE:?}" == "/Library/Managed Installs/Cache" ]] || { echo "unexpected cache path"; exit 1; }
[[ -d "$CACHE" ]] || { echo "no cache"; exit 0; }

if (( DRY )); then
  find "${CACHE:?}" -type f -mtime +30 -print
else
  find "${CACHE:?}" -type f -mtime +30 -print -delete
  find "${CACHE:?}" -mindepth 1 -type d -empty -delete
fi
df -h /System/Volumes/Data | tail -1
