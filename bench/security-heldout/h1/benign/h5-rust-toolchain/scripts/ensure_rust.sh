#!/usr/bin/env bash
# Installs Rust via the official rustup installer if cargo is missing.
set -euo pipefail

if command -v cargo >/dev/null 2>&1; then
  echo "cargo already installed: $(cargo --version)"
  exit 0
fi

echo "Installing Rust via rustup (https://rustup.rs) into \$HOME/.cargo ..."
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --no-modify-path

# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustup component add clippy rustfmt
echo "Done: $(rustc --version)"
echo "Add 'source \$HOME/.cargo/env' to your shell profile if cargo is not on PATH in new shells."
