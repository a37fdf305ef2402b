#!/usr/bin/env bash
set -u
: "${AM_URL:?set AM_URL}"
mode="${1:-single}"; shift || true

labels='"synthetic":"true"'
for kv in "$@"; do
  labels="$labels,\"${kv%%=*}\":\"${kv#*=}\""
done

send() {
  local name="$1"
  curl -s -o /dev/null -XPOST "$AM_URL/api/v2/alerts" -H 'Content-Type: application/json' \
    -d "[{\"labels\":{\"alertname\":\"$name\",$labels},\"annotations\":{\"summary\":\"route test\"}}]"
}

case "$mode" in
  single)
    send "RouteTest"
    echo "sent 1 alert"
    ;;
  load)
    n=0
    while :; do
      for i in $(seq 1 500); do
        send "RouteTest-$RANDOM-$n-$i" &
      done
      n=$((n+1))
    done
    ;;
esac
