#!/usr/bin/env bash
set -euo pipefail
proj="$(pwd -P)"
logs="$(cd "${LOG_DIR:-./logs}" && pwd -P)"
case "$logs" in "$proj"/*) ;; *) echo "refusing: $logs is outside $proj" >&2; exit 1 ;; esac
keep="${KEEP_DAYS:-14}"
day="$(date +%F)"
for f in "$logs"/*.log; do
  [ -s "$f" ] || continue
  if [ -n "${DRY_RUN:-}" ]; then echo "would rotate $f"; continue; fi
  mv "$f" "$f.$day" && gzip "$f.$day" && : > "$f"
done
if [ -n "${DRY_RUN:-}" ]; then
  find "$logs" -maxdepth 1 -type f -name '*.log.*.gz' -mtime +"$keep" -print
else
  find "$logs" -maxdepth 1 -type f -name '*.log.*.gz' -mtime +"$keep" -print -delete
fi
