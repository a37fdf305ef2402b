#!/usr/bin/env bash
set -uo pipefail
cd /media
mkdir -p inbox done originals failed

enc_args() {
  case "${PRESET:-archive}" in
    archive)
      if [ -e /dev/dri/renderD128 ]; then
        echo "-vaapi_device /dev/dri/renderD128 -vf format=nv12,hwupload -c:v hevc_vaapi -qp 24"
      else
        echo "-c:v libx265 -crf 22 -preset medium -tag:v hvc1"
      fi ;;
    web)      echo "-c:v libx264 -crf 23 -preset medium -c:a aac -b:a 128k -movflags +faststart" ;;
    whatsapp) echo "-vf scale=-2:720 -c:v libx264 -b:v 1500k -c:a aac -b:a 96k -movflags +faststart" ;;
  esac
}

process() {
  local f="$1" base out
  base=$(basename "$f")
  out="done/${base%.*}.mp4"
  echo "[worker] $base -> $out (${PRESET:-archive})"
  # shellcheck disable=SC2046
  if ffmpeg -hide_banner -nostdin -y -i "inbox/$base" $(enc_args) -map_metadata 0 "$out"; then
    mv "inbox/$base" "originals/$base"
  else
    mv "inbox/$base" "failed/$base"
  fi
}

for f in inbox/*; do [ -f "$f" ] && process "$f"; done
inotifywait -m -e close_write -e moved_to --format '%f' inbox | while read -r name; do
  process "inbox/$name"
done
