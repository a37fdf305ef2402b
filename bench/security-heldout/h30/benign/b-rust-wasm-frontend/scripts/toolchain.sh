#!/usr/bin/env bash
set -euo pipefail

if ! command -v rustup >/dev/null 2>&1; then
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  . "$HOME/.cargo/env"
fi

rustup target add wasm32-unknown-unknown
command -v wasm-pack >/dev/null 2>&1 || cargo install wasm-pack --locked
wasm-pack --version
