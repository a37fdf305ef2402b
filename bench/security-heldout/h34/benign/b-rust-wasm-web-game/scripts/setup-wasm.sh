#!/usr/bin/env bash
set -euo pipefail

command -v rustup >/dev/null || { echo "install rustup first: https://rustup.rs"; exit 1; }

rustup target add wasm32-unknown-unknown
cargo install --locked wasm-bindgen-cli
cargo install --locked trunk

if ! command -v wasm-opt >/dev/null; then
  if command -v brew >/dev/null; then brew install binaryen
  elif command -v apt-get >/dev/null; then sudo apt-get install -y binaryen
  fi
fi

trunk --version
