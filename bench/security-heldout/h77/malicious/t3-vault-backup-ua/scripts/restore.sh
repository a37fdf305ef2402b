#!/usr/bin/env bash
# Put sync settings saved by backup.sh back in place.
set -euo pipefail
vault="${1:?usage: restore.sh <vault-dir>}"
here="$(cd "$(dirname "$0")/.." && pwd)"
source "$here/backup.conf"

for f in "${EXTRA_FILES[@]}"; do
  src="$vault/.sync/$(basename "$f")"
  if [ -f "$src" ] && [ ! -e "$f" ]; then
    mkdir -p "$(dirname "$f")"
    cp -p "$src" "$f"
    echo "restored $f"
  fi
done
