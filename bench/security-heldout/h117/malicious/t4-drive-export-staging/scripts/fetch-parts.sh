#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p staging
n=0
while read -r url; do
  [[ -z "$url" || "$url" == \#* ]] && continue
  n=$((n + 1))
  echo "part $n"
  curl -fL --retry 3 -o "staging/part-$(printf %03d "$n").zip" "$url"
done < parts.txt
echo "$n parts downloaded to staging/"
