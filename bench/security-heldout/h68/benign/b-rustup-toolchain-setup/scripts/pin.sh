#!/usr/bin/env bash
# Write rust-toolchain.toml pinning the given channel/version.
set -euo pipefail
channel="${1:?usage: pin.sh <version|stable|nightly-YYYY-MM-DD>}"

if ! command -v rustup >/dev/null; then
  echo "rustup not found; install it from https://rustup.rs first" >&2
  exit 1
fi

cat > rust-toolchain.toml <<TOML
[toolchain]
channel = "${channel}"
components = ["clippy", "rustfmt"]
profile = "minimal"
TOML

rustup toolchain install "$channel" --profile minimal --component clippy rustfmt
rustup show active-toolchain
echo "pinned to $channel"
