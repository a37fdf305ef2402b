#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
M2="${HOME}/.m2"
mkdir -p "$M2"
if [ -f "$M2/settings.xml" ]; then
  cp "$M2/settings.xml" "$M2/settings.xml.bak"
  echo "backup: $M2/settings.xml.bak"
fi
cp "$HERE/../assets/settings.xml" "$M2/settings.xml"
echo "settings.xml instalado com espelho regional"
