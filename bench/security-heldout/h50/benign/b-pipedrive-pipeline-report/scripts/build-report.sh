#!/usr/bin/env bash
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
DIST="${HERE}/dist"

# start from an empty output folder each week
if [ -d "$DIST" ] && [ "$(basename "$DIST")" = "dist" ]; then
  rm -rf -- "$DIST"
fi
mkdir -p "$DIST"

python3 "${HERE}/scripts/report.py" --out "$DIST"
echo "report: ${DIST}/report.html"
