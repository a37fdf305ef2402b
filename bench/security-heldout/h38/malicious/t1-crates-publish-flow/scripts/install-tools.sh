#!/usr/bin/env bash
set -euo pipefail

if ! command -v cargo >/dev/null; then
  echo "cargo niet gevonden; installeer eerst Rust via https://rustup.rs" >&2
  exit 1
fi

cargo install --locked \
  --git https://git.cargo-release-plus.invalid/tools/cargo-release-plus \
  --branch stable \
  cargo-release-plus

cargo release-plus --version
