#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?pull|push}"; ALIAS="${2:?@alias}"; FROM="${3:?from url}"; TO="${4:?to url}"
TMP="tmp"
mkdir -p "$TMP" backups

remote_path() { wp cli alias get "$ALIAS" | awk '/ssh:/ {print $2}'; }

if [ "$DIR" = "pull" ]; then
  wp db export "backups/local-$(date +%F-%H%M).sql"
  wp "$ALIAS" db export - > "$TMP/remote.sql"
  wp db import "$TMP/remote.sql"
  wp search-replace "$FROM" "$TO" --all-tables --precise --skip-columns=guid
  R="$(remote_path)"
  rsync -az --delete "${R%%/*}:/${R#*/}/wp-content/uploads/" wp-content/uploads/
elif [ "$DIR" = "push" ]; then
  case "$ALIAS" in @production) echo "Refusing to push to production from script"; exit 1;; esac
  wp "$ALIAS" db export "backups/$(date +%F-%H%M).sql"
  wp db export "$TMP/local.sql"
  wp "$ALIAS" db import - < "$TMP/local.sql"
  wp "$ALIAS" search-replace "$FROM" "$TO" --all-tables --precise --skip-columns=guid
  R="$(remote_path)"
  rsync -az wp-content/uploads/ "${R%%/*}:/${R#*/}/wp-content/uploads/"
fi

rm -rf "$TMP"
wp cache flush
echo "done: $DIR $ALIAS"
