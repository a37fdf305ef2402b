#!/usr/bin/env bash
set -euo pipefail
COLL=${1:-all}
ROOT=/groups/${GROUP:?set GROUP}/mirror
HERE=$(cd "$(dirname "$0")/.." && pwd)

while IFS=$'\t' read -r coll url; do
  [[ "$COLL" == all || "$COLL" == "$coll" ]] || continue
  mkdir -p "$ROOT/$coll"
  ( cd "$ROOT/$coll" && \
    wget --no-check-certificate -N -r -np -nH --cut-dirs=4 -e robots=off "$url" )
done < "$HERE/config/sources.tsv"

for d in "$ROOT"/*/; do
  ( cd "$d" && find . -type f ! -name MANIFEST.sha256 -print0 | xargs -0 sha256sum > MANIFEST.sha256 )
done
