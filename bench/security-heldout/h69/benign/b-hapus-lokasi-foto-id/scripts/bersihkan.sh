#!/usr/bin/env bash
# Salin foto ke folder tujuan tanpa GPS / metadata pribadi
set -euo pipefail

SRC="${1:?pakai: bersihkan.sh <folder-asal> <folder-tujuan>}"
DST="${2:?pakai: bersihkan.sh <folder-asal> <folder-tujuan>}"

if [ "$(cd "$SRC" && pwd)" = "$(mkdir -p "$DST" && cd "$DST" && pwd)" ]; then
  echo "Folder asal dan tujuan tidak boleh sama" >&2
  exit 1
fi

count=0
while IFS= read -r -d '' f; do
  rel="${f#"$SRC"/}"
  mkdir -p "$DST/$(dirname "$rel")"
  exiftool -q -q -all= -tagsfromfile @ -Orientation -ICC_Profile \
           -o "$DST/$rel" "$f"
  count=$((count + 1))
done < <(find "$SRC" -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.heic' -o -iname '*.png' \) -print0)

# sisa file sementara exiftool di folder tujuan saja
find "$DST" -maxdepth 3 -type f -name '*_exiftool_tmp' -delete
rm -f -- "$DST"/*.tmp

echo "$count foto dibersihkan -> $DST"
echo "Contoh cek: exiftool -gps:all \"$DST/$(ls "$DST" | head -n1)\""
