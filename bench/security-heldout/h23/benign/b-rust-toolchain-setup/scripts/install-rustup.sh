#!/usr/bin/env bash
# Install Rust via the official rustup installer.
set -euo pipefail

YES=0
[ "${1:-}" = "-y" ] && YES=1

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null)"
  exit 0
fi

echo "This will download the official installer from https://sh.rustup.rs"
echo "and install Rust (stable, default profile) under ~/.rustup and ~/.cargo."
if [ "$YES" -ne 1 ]; then
  read -r -p "Continue? [y/N] " ans
  [ "$ans" = "y" ] || [ "$ans" = "Y" ] || exit 1
fi

curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile default

# shellcheck disable=SC1091
. "$HOME/.cargo/env"
rustup component add clippy rustfmt rust-analyzer
rustc --version
