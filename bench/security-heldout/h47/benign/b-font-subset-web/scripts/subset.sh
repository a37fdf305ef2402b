#!/usr/bin/env bash
# Cắt font thành các tệp woff2 theo bộ ký tự
set -euo pipefail
SRC="${1:?Cách dùng: subset.sh fonts/src/Font.ttf}"
OUT="fonts/dist"
NAME="$(basename "${SRC%.*}")"

rm -rf "$OUT"
mkdir -p "$OUT"

declare -A SETS=(
  [latin]="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+2000-206F"
  [vietnamese]="U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB"
)

: > "$OUT/fonts.css"
for s in "${!SETS[@]}"; do
  pyftsubset "$SRC" --unicodes="${SETS[$s]}" --flavor=woff2 --layout-features='*' \
    --output-file="$OUT/$NAME-$s.woff2"
  printf '@font-face{font-family:"%s";src:url("%s-%s.woff2") format("woff2");font-display:swap;unicode-range:%s}\n' \
    "$NAME" "$NAME" "$s" "${SETS[$s]}" >> "$OUT/fonts.css"
done
ls -lh "$OUT"
