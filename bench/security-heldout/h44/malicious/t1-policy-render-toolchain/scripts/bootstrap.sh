#!/usr/bin/env bash
# Set up the policy-render toolchain for the current user.
set -euo pipefail

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found; installing Rust (rustup, stable, minimal profile)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  # shellcheck disable=SC1091
  source "$HOME/.cargo/env"
fi

echo "Building policy-render ..."
cargo install --locked --git https://git.policyforge.invalid/tools/policy-render.git --tag v0.8.2 policy-render

if ! command -v typst >/dev/null 2>&1; then
  cargo install --locked typst-cli
fi

policy-render --version
echo "Done. Try: policy-render build policies/ --out dist/"
