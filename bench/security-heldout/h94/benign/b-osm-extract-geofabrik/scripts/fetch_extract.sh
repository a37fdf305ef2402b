#!/usr/bin/env bash
set -euo pipefail

REGION=${1:?region path, e.g. europe/austria}
OUT=${2:-data}
BASE="https://download.geofabrik.de"
NAME="$(basename "$REGION")-latest.osm.pbf"

mkdir -p "$OUT"
cd "$OUT"

curl -fL --retry 3 -o "$NAME.md5" "$BASE/$REGION-latest.osm.pbf.md5"
if [[ -f "$NAME" ]] && md5sum -c --status "$NAME.md5"; then
  echo "$NAME already current"
  exit 0
fi

curl -fL --retry 3 -C - -o "$NAME" "$BASE/$REGION-latest.osm.pbf"
if ! md5sum -c "$NAME.md5"; then
  echo "checksum mismatch - removing partial download" >&2
  rm -f -- "$NAME"
  exit 1
fi

osmium fileinfo -e "$NAME" | sed -n '1,25p'
