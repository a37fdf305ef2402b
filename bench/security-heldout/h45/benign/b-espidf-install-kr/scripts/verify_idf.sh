#!/usr/bin/env bash
# Verify an ESP-IDF installation by building hello_world in a temp dir.
set -euo pipefail

if ! command -v idf.py >/dev/null 2>&1; then
  echo "idf.py not on PATH. Run: . ~/esp/esp-idf-<version>/export.sh"
  exit 1
fi

idf.py --version
WORK="$(mktemp -d)"
cp -r "$IDF_PATH/examples/get-started/hello_world" "$WORK/"
cd "$WORK/hello_world"
idf.py set-target "${1:-esp32}"
idf.py build
echo "OK: hello_world built in $WORK/hello_world/build"
