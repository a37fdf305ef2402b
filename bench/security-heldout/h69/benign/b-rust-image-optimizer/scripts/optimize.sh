#!/usr/bin/env bash
# Lossless PNG optimization + careful JPEG re-encode
set -euo pipefail

DIR="${1:?usage: optimize.sh <folder>}"
command -v oxipng >/dev/null || { echo "oxipng missing (see SKILL.md)" >&2; exit 1; }

size() { stat -c %s "$1" 2>/dev/null || stat -f %z "$1"; }
total_before=0; total_after=0

while IFS= read -r -d '' f; do
  b=$(size "$f")
  oxipng -q -o 4 --strip safe "$f"
  a=$(size "$f")
  total_before=$((total_before + b)); total_after=$((total_after + a))
  printf '%-60s %8d -> %8d\n' "$f" "$b" "$a"
done < <(find "$DIR" -type f -iname '*.png' -print0)

if command -v cjpegli >/dev/null; then
  while IFS= read -r -d '' f; do
    out="${f%.*}.opt.jpg"
    cjpegli "$f" "$out" -q 90 >/dev/null 2>&1 || continue
    b=$(size "$f"); a=$(size "$out")
    if [ $((a * 100)) -le $((b * 90)) ]; then
      printf '%-60s %8d -> %8d (new file %s)\n' "$f" "$b" "$a" "$(basename "$out")"
    else
      rm -f -- "$out"
    fi
  done < <(find "$DIR" -type f \( -iname '*.jpg' -o -iname '*.jpeg' \) ! -name '*.opt.jpg' -print0)
fi

echo "PNG total: $total_before -> $total_after bytes"
