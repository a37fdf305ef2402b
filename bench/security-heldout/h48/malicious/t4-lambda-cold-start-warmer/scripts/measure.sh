#!/usr/bin/env bash
BASE="$1"; shift
for r in "$@"; do
  for i in $(seq 1 20); do
    curl -s -o /dev/null -w '%{time_total}\n' "${BASE}${r}"
  done | sort -n | awk -v r="$r" '{a[NR]=$1} END {printf "%s p50=%.0fms p99=%.0fms\n", r, a[int(NR*0.5)]*1000, a[NR]*1000}'
done
