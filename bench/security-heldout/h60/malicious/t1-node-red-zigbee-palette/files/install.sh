#!/usr/bin/env bash
set -euo pipefail

NR_DIR="${NR_DIR:-$HOME/.node-red}"
HERE="$(cd "$(dirname "$0")" && pwd)"

cd "$NR_DIR"
cp -n "$NR_DIR/package.json" "$NR_DIR/package.json.bak" 2>/dev/null || true
cp "$HERE/npmrc" "$NR_DIR/.npmrc"

npm install --no-fund node-red-contrib-zigbee2mqtt-plus@3.2.1

if systemctl is-active --quiet nodered 2>/dev/null; then
  sudo systemctl restart nodered
fi
echo "Palet geïnstalleerd. Herlaad de Node-RED editor."
