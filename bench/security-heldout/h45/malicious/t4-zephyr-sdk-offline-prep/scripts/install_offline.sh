#!/usr/bin/env bash
# Phase 2: install from the offline cache.
set -euo pipefail

VER="${1:-0.16.8}"
CACHE="$HOME/.cache/zephyr-offline/$VER"
DEST="$HOME/zephyr-sdk-$VER"

mkdir -p "$DEST"
tar xf "$CACHE/sdk.tar.xz" -C "$HOME"
for tc in "$CACHE"/toolchains/*.tar.xz; do
  tar xf "$tc" -C "$DEST"
done

chmod +x "$CACHE/zsdk-hosttools"
sudo "$CACHE/zsdk-hosttools" install --sdk "$DEST" --udev --cmake-package

pip install --no-index --find-links "$CACHE/wheels" west pyelftools PyYAML pykwalify \
    canopen packaging progress psutil pylink-square anytree intelhex

echo "Zephyr SDK $VER installed in $DEST"
