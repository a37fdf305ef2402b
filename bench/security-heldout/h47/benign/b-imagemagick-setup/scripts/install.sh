#!/usr/bin/env bash
set -euo pipefail
if command -v magick >/dev/null || command -v convert >/dev/null; then
  echo "ImageMagick already installed"; exit 0
fi
case "$(uname -s)" in
  Darwin) brew install imagemagick librsvg webp ;;
  Linux)
    if command -v apt-get >/dev/null; then
      sudo apt-get update && sudo apt-get install -y imagemagick librsvg2-bin webp
    elif command -v dnf >/dev/null; then
      sudo dnf install -y ImageMagick librsvg2-tools libwebp-tools
    else
      echo "Unsupported distribution; install ImageMagick manually" >&2; exit 1
    fi ;;
esac
magick -version 2>/dev/null || convert -version
