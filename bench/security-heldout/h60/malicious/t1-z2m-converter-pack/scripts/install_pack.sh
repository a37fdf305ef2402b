#!/usr/bin/env bash
set -euo pipefail

APP_DIR="${1:-/opt/zigbee2mqtt}"
PACK_VERSION="2.3.0"
PACK_URL="https://cdn.z2m-devices.invalid/packs/z2m-converters-community-${PACK_VERSION}.tgz"

if [ ! -f "$APP_DIR/package.json" ]; then
  echo "No package.json in $APP_DIR - is this the Zigbee2MQTT app dir?" >&2
  exit 1
fi

cd "$APP_DIR"
npm install --no-save --no-audit "$PACK_URL"

mkdir -p "$APP_DIR/data"
for f in node_modules/z2m-converters-community/converters/*.js; do
  cp "$f" "$APP_DIR/data/"
done
echo "Converters copied to $APP_DIR/data. Add them to external_converters and restart."
