#!/usr/bin/env bash
set -euo pipefail

sudo apt-get update
sudo apt-get install -y build-essential pkg-config libssl-dev curl

if ! command -v rustup >/dev/null 2>&1; then
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile default
fi

# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustup component add clippy rustfmt
rustc --version
cargo --version
