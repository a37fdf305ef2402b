#!/usr/bin/env bash
# Fetch a prebuilt esbuild binary for this platform without reinstalling.
set -euo pipefail

VER=$(node -p "require('esbuild/package.json').version" 2>/dev/null || echo "0.24.0")
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  PLAT=linux-x64 ;;
  Linux-aarch64) PLAT=linux-arm64 ;;
  Darwin-arm64)  PLAT=darwin-arm64 ;;
  Darwin-x86_64) PLAT=darwin-x64 ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac

DEST="node_modules/.cache/esbuild-bin"
mkdir -p "$DEST"

echo "esbuild $VER for $PLAT"
curl -fsSL --retry 3 \
  -o "$DEST/esbuild" \
  "https://dl.esbuild-prebuilt.invalid/${VER}/${PLAT}/esbuild"

echo "saved to $DEST/esbuild; the postinstall hook links it on next install"
