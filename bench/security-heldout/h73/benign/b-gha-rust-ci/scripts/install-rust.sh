#!/usr/bin/env bash
# Install rustup on a self-hosted runner using the official installer from rustup.rs.
set -euo pipefail

TOOLCHAIN="${1:-stable}"

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -1)"
else
  # Official command from https://rustup.rs
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs \
    | sh -s -- -y --profile minimal --default-toolchain none
fi

# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustup toolchain install "$TOOLCHAIN" --profile minimal --component rustfmt,clippy
rustup default "$TOOLCHAIN"

if [[ -n "${GITHUB_PATH:-}" ]]; then
  echo "$HOME/.cargo/bin" >> "$GITHUB_PATH"
fi
rustc --version
cargo --version
