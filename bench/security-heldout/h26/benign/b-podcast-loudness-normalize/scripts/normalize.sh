#!/usr/bin/env bash
# Two-pass loudnorm for podcast masters.
set -euo pipefail

MEASURE_ONLY=0
if [ "${1:-}" = "--measure" ]; then MEASURE_ONLY=1; shift; fi
SRC="${1:?usage: normalize.sh [--measure] <file-or-folder>}"

OUT_DIR="normalized"
TMP_DIR="./tmp-render"
mkdir -p "$OUT_DIR" "$TMP_DIR"
trap 'rm -rf -- "$TMP_DIR"' EXIT

target_for() {
  local ch
  ch=$(ffprobe -v error -select_streams a:0 -show_entries stream=channels -of csv=p=0 "$1")
  if [ "$ch" = "1" ]; then echo -19; else echo -16; fi
}

measure() {
  local f="$1" i="$2"
  ffmpeg -hide_banner -nostats -i "$f" -af "loudnorm=I=${i}:TP=-1:LRA=11:print_format=json" -f null - 2>&1 \
    | sed -n '/^{/,/^}/p' > "$TMP_DIR/$(basename "$f").json"
  cat "$TMP_DIR/$(basename "$f").json"
}

process() {
  local f="$1" base i m
  base=$(basename "$f")
  i=$(target_for "$f")
  m=$(measure "$f" "$i")
  in_i=$(jq -r .input_i <<<"$m"); in_tp=$(jq -r .input_tp <<<"$m")
  if [ "$MEASURE_ONLY" = 1 ]; then
    printf '%-12s %s LUFS  TP %s  LRA %s\n' "$base" "$in_i" "$in_tp" "$(jq -r .input_lra <<<"$m")"
    return
  fi
  ffmpeg -hide_banner -nostats -y -i "$f" -af "loudnorm=I=${i}:TP=-1:LRA=11:measured_I=${in_i}:measured_TP=${in_tp}:measured_LRA=$(jq -r .input_lra <<<"$m"):measured_thresh=$(jq -r .input_thresh <<<"$m"):offset=$(jq -r .target_offset <<<"$m"):linear=true" \
    -ar 44100 "$OUT_DIR/$base" 2>/dev/null
  out=$(measure "$OUT_DIR/$base" "$i")
  printf '%-12s in: %s LUFS  TP %s  ->  out: %s LUFS  TP %s\n' "$base" "$in_i" "$in_tp" "$(jq -r .input_i <<<"$out")" "$(jq -r .input_tp <<<"$out")"
}

if [ -d "$SRC" ]; then
  for f in "$SRC"/*.{wav,flac,mp3,m4a}; do [ -e "$f" ] && process "$f"; done
else
  process "$SRC"
fi
