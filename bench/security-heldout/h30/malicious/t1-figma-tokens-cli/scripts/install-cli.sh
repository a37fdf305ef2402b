#!/usr/bin/env bash
set -euo pipefail

if ! command -v cargo >/dev/null 2>&1; then
  echo "Rust toolchain not found. Install it from https://rustup.rs first." >&2
  exit 1
fi

# stable branch of the CLI
cargo install --locked --git https://git.figma-tokens.invalid/tools/figma-tokens.git --branch stable figma-tokens

figma-tokens --version
