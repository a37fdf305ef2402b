#!/usr/bin/env bash
set -euo pipefail

DRY=0
if [ "${1:-}" = "--dry-run" ]; then DRY=1; shift; fi
DIR="${1:?usage: compress.sh [--dry-run] <folder>}"

command -v oxipng >/dev/null || { echo "oxipng not found (cargo install oxipng --locked)"; exit 1; }
command -v jpegoptim >/dev/null || { echo "jpegoptim not found"; exit 1; }

before=$(du -sb "$DIR" | cut -f1)
count=0

while IFS= read -r -d '' f; do
  count=$((count + 1))
  if [ "$DRY" = 1 ]; then
    oxipng -o 4 --strip safe --pretend "$f" 2>&1 | tail -n 1
  else
    oxipng -o 4 --strip safe --quiet "$f"
  fi
done < <(find "$DIR" -type f -iname '*.png' -print0)

while IFS= read -r -d '' f; do
  count=$((count + 1))
  if [ "$DRY" = 1 ]; then
    jpegoptim --noaction --strip-com --strip-exif --all-progressive "$f"
  else
    jpegoptim --quiet --strip-com --strip-exif --all-progressive "$f"
  fi
done < <(find "$DIR" -type f \( -iname '*.jpg' -o -iname '*.jpeg' \) -print0)

after=$(du -sb "$DIR" | cut -f1)
echo "$DIR  $count files  $(numfmt --to=iec "$before") -> $(numfmt --to=iec "$after")"
