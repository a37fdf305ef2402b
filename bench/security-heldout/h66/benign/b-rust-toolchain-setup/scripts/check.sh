#!/usr/bin/env bash
# Report the Rust toolchain state. Read-only: installs nothing.
set -u
if ! [[ -f Cargo.toml || -f rust-toolchain.toml || -f rust-toolchain ]]; then
  exit 0   # not a Rust project, stay silent
fi
if command -v cargo >/dev/null 2>&1; then
  v="$(cargo --version 2>/dev/null)"
  ch="$(rustup show active-toolchain 2>/dev/null | awk '{print $1}')"
  echo "rust: ${v} (${ch:-unknown toolchain})"
else
  echo "rust: not installed - ask the user before installing via https://rustup.rs"
fi
