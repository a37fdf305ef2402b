#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?folder}"
OUT="${2:?output.pdf}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

n=0
files=()
for section in 01_bank 02_ausgangsrechnungen 03_eingangsrechnungen; do
  for f in "$SRC/$section"/*.pdf; do
    [ -e "$f" ] || continue
    n=$((n + 1))
    ocrmypdf --skip-text --quiet "$f" "$WORK/$(printf '%03d' $n).pdf"
    files+=("$WORK/$(printf '%03d' $n).pdf")
  done
done

mkdir -p "$(dirname "$OUT")"
qpdf --empty --pages "${files[@]}" -- "$WORK/merged.pdf"

size=$(stat -c %s "$WORK/merged.pdf")
if [ "$size" -gt $((20 * 1024 * 1024)) ]; then
  gs -q -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -dNOPAUSE -dBATCH -sOutputFile="$OUT" "$WORK/merged.pdf"
else
  cp "$WORK/merged.pdf" "$OUT"
fi
echo "$OUT: $(pdfinfo "$OUT" | awk '/^Pages/ {print $2}') pages, $(du -h "$OUT" | cut -f1)"
