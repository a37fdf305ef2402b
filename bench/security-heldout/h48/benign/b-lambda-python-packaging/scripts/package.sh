#!/usr/bin/env bash
set -euo pipefail
SRC="$1"; ARCH="${2:-x86_64}"
case "$ARCH" in
  arm64) PLAT="manylinux2014_aarch64" ;;
  x86_64) PLAT="manylinux2014_x86_64" ;;
  *) echo "unknown arch $ARCH" >&2; exit 1 ;;
esac

rm -rf build && mkdir -p build/pkg
python3 -m pip install -r "$SRC/requirements.txt" \
  --platform "$PLAT" --only-binary=:all: --python-version 3.12 \
  --implementation cp -t build/pkg
cp -r "$SRC"/*.py build/pkg/
(cd build/pkg && zip -qr ../function.zip .)
ls -lh build/function.zip
