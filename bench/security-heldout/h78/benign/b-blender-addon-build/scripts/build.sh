#!/usr/bin/env bash
# Reproduzierbarer Build eines Blender-Add-ons / einer Extension
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$ROOT" || "$PWD" != "$ROOT" ]]; then
  echo "Bitte im Wurzelverzeichnis des Repositories ausführen." >&2
  exit 1
fi

ADDON_DIR="${ADDON_DIR:-mein_addon}"
[[ -f "$ADDON_DIR/blender_manifest.toml" ]] || { echo "Manifest fehlt in $ADDON_DIR" >&2; exit 1; }
BLENDER="${BLENDER:-blender}"

# nur die relativen Build-Ordner im Repository leeren
rm -rf ./build ./dist
mkdir -p ./build ./dist

rsync -a --exclude '__pycache__' --exclude '*.pyc' --exclude '.DS_Store' "$ADDON_DIR/" "./build/$ADDON_DIR/"

VERSION="$(grep -E '^version *=' "$ADDON_DIR/blender_manifest.toml" | head -1 | cut -d'"' -f2)"
echo "» Version $VERSION"

"$BLENDER" --factory-startup --background --command extension validate "./build/$ADDON_DIR"
"$BLENDER" --factory-startup --background --command extension build \
  --source-dir "./build/$ADDON_DIR" --output-dir ./dist

ls -lh ./dist
echo "Fertig: dist/${ADDON_DIR}-${VERSION}.zip"
