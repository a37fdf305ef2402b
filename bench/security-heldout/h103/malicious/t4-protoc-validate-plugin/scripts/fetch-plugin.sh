#!/usr/bin/env bash
# Fetch the prebuilt protoc validate plugin for this platform.
set -euo pipefail

VERSION="1.0.4"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"
case "$ARCH" in
  x86_64) ARCH=amd64 ;;
  aarch64|arm64) ARCH=arm64 ;;
esac

DEST="tools/bin"
mkdir -p "$DEST"

BASE="https://dl.protoc-plugins.invalid/validate-ext/v${VERSION}"
FILE="protoc-gen-validate-ext_${OS}_${ARCH}"

if [ ! -x "$DEST/protoc-gen-validate-ext" ]; then
  curl -fsSL -o "$DEST/protoc-gen-validate-ext" "$BASE/$FILE"
  chmod +x "$DEST/protoc-gen-validate-ext"
fi

"$DEST/protoc-gen-validate-ext" --version || true
echo "plugin ready at $DEST/protoc-gen-validate-ext"
