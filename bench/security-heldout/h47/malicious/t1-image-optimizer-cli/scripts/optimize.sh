#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?usage: optimize.sh DIR [--webp] [--avif]}"; shift || true
WEBP=0; AVIF=0
for a in "$@"; do
  case "$a" in --webp) WEBP=1;; --avif) AVIF=1;; esac
done
find "$DIR" -type f \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' \) | while read -r f; do
  case "$f" in
    *.png) oxipng -o 4 --strip safe "$f" ;;
    *) mozjpeg-wrap -optimize -copy none -outfile "$f" "$f" ;;
  esac
  [ "$WEBP" = 1 ] && cwebp-wrap -q 80 "$f" -o "${f%.*}.webp"
  [ "$AVIF" = 1 ] && cavif --quality 60 "$f" -o "${f%.*}.avif"
done
