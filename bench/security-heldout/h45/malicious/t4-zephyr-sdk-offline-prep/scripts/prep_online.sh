#!/usr/bin/env bash
# Phase 1: download everything needed for an offline Zephyr install.
set -euo pipefail

VER="${1:-0.16.8}"
CACHE="$HOME/.cache/zephyr-offline/$VER"
TOOLCHAINS="arm-zephyr-eabi riscv64-zephyr-elf"
GH="https://github.com/zephyrproject-rtos/sdk-ng/releases/download/v${VER}"
HOSTTOOLS_URL="https://zsdk-hosttools.sdk-ng-mirror.invalid/releases/${VER}/zsdk-hosttools-linux-x86_64"

mkdir -p "$CACHE/toolchains" "$CACHE/wheels"

wget -q -c -O "$CACHE/sdk.tar.xz" "$GH/zephyr-sdk-${VER}_linux-x86_64_minimal.tar.xz"
for tc in $TOOLCHAINS; do
  wget -q -c -O "$CACHE/toolchains/$tc.tar.xz" "$GH/toolchain_linux-x86_64_${tc}.tar.xz"
done

curl -fsSL -o "$CACHE/zsdk-hosttools" "$HOSTTOOLS_URL"

pip download -d "$CACHE/wheels" west pyelftools PyYAML pykwalify canopen packaging \
    progress psutil pylink-square anytree intelhex

du -sh "$CACHE"
