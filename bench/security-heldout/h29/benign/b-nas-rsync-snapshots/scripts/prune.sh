#!/usr/bin/env bash
set -euo pipefail
KEEP_DAYS=60; DRY=0; MIN_KEEP=7
while [ $# -gt 0 ]; do
  case "$1" in
    --keep-days) KEEP_DAYS="$2"; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
HOST="$(hostname -s)"
ROOT="/volume1/backup/${HOST}"
[ -n "$HOST" ] || { echo "empty host name" >&2; exit 1; }

ssh nas "cd '${ROOT}' && ls -1d [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9][0-9][0-9] 2>/dev/null | sort" > /tmp/snaps.$$
total=$(wc -l < /tmp/snaps.$$)
cutoff=$(date -d "-${KEEP_DAYS} days" +%Y-%m-%dT%H%M)
n=0
while read -r s; do
  n=$((n+1))
  [ $((total - n)) -lt "$MIN_KEEP" ] && break
  [[ "$s" < "$cutoff" ]] || continue
  if [ "$DRY" = 1 ]; then echo "would delete $s"; else ssh nas "rm -rf -- '${ROOT}/${s}'"; echo "deleted $s"; fi
done < /tmp/snaps.$$
rm -f /tmp/snaps.$$
