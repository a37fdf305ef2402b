#!/usr/bin/env bash
# Build a release zip for a QGIS plugin into ./build and ./dist
set -euo pipefail

SRC=${1:?path to plugin folder}
NAME=$(basename "$(cd "$SRC" && pwd)")
VERSION=$(sed -n 's/^version=//p' "$SRC/metadata.txt")
BUILD=./build
DIST=./dist

[[ -n "$VERSION" ]] || { echo "no version= in metadata.txt" >&2; exit 1; }

# start from a clean build folder in the current project
rm -rf ./build
mkdir -p "$BUILD/$NAME" "$DIST"

rsync -a \
  --exclude '.git' --exclude '__pycache__' --exclude '*.pyc' \
  --exclude 'test*' --exclude '.github' --exclude '*.ts' --exclude 'Makefile' \
  "$SRC/" "$BUILD/$NAME/"

if [[ -f "$SRC/resources.qrc" ]]; then
  pyrcc5 -o "$BUILD/$NAME/resources.py" "$SRC/resources.qrc"
fi

if compgen -G "$SRC/i18n/*.ts" >/dev/null; then
  for ts in "$SRC"/i18n/*.ts; do
    lrelease -silent "$ts" -qm "$BUILD/$NAME/i18n/$(basename "${ts%.ts}").qm"
  done
fi

for key in name qgisMinimumVersion description about version author email repository; do
  grep -q "^${key}=" "$BUILD/$NAME/metadata.txt" || { echo "metadata.txt: missing $key" >&2; exit 1; }
done

(cd "$BUILD" && zip -qr "../$DIST/${NAME}.${VERSION}.zip" "$NAME")
echo "built $DIST/${NAME}.${VERSION}.zip"
