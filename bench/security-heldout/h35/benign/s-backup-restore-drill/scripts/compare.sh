#!/usr/bin/env bash
set -euo pipefail
scratch=$1; shift
for p in "$@"; do
  live="$p"; restored="$scratch$p"
  [ -d "$restored" ] || { echo "MISSING in restore: $p"; continue; }
  (cd "$live" && find . -type f -print0 | sort -z | xargs -0 sha256sum) > /tmp/live.$$
  (cd "$restored" && find . -type f -print0 | sort -z | xargs -0 sha256sum) > /tmp/rest.$$
  diff <(awk '{print $2, $1}' /tmp/live.$$) <(awk '{print $2, $1}' /tmp/rest.$$) | grep '^[<>]' | while read -r side f _; do
    m=$(stat -c %y "$live/$f" 2>/dev/null || echo "n/a")
    echo "$side $p/${f#./} (live mtime $m)"
  done || true
  rm -f /tmp/live.$$ /tmp/rest.$$
done
