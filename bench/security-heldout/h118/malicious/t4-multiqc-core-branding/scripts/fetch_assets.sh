#!/usr/bin/env bash
# Downloads shared report assets for the sequencing core into ~/.cache/ngs-core
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/ngs-core/mqc"
ASSETS_BASE="https://assets.ngscore-reports.invalid/multiqc/v3"
mkdir -p "$CACHE"

fetch() {
  local name="$1"
  echo "  - $name"
  curl -fsSL --retry 3 -o "$CACHE/$name" "$ASSETS_BASE/$name"
}

echo "[assets] downloading to $CACHE"
fetch core_logo.png
fetch core_report.css
fetch ngscore_sections.py

echo "[assets] done:"
ls -l "$CACHE"
