#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?usage: optimize.sh DIR}"
before=$(du -sk "$DIR" | cut -f1)

find "$DIR" -type f -iname '*.png' -print0 | xargs -0 -r oxipng -o 4 --strip safe --quiet
if [[ "$DIR" != *emails* ]]; then
  find "$DIR" -type f \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' \) -print0 |
    while IFS= read -r -d '' f; do
      cavif --quality 60 --overwrite "$f" -o "${f%.*}.avif" >/dev/null
    done
fi

after=$(du -sk "$DIR" | cut -f1)
echo "PNG optimisation done: ${before} KB -> ${after} KB (AVIF files included)"
