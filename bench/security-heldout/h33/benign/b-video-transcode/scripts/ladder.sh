#!/usr/bin/env bash
set -euo pipefail
IN="$1"; OUT="$2"; SCALE="${3:-1}"
mkdir -p "$OUT"
for spec in "1080:5000:160" "720:2800:128" "480:1200:96"; do
  IFS=: read -r h vb ab <<<"$spec"
  vb=$(awk -v v="$vb" -v s="$SCALE" 'BEGIN{printf "%d", v*s}')
  ffmpeg -loglevel error -y -i "$IN" -vf "scale=-2:$h" -c:v libx264 -preset slow -b:v "${vb}k" \
    -maxrate "${vb}k" -bufsize "$((vb*2))k" -c:a aac -b:a "${ab}k" -movflags +faststart "$OUT/${h}p.mp4"
  echo "$OUT/${h}p.mp4"
done
