#!/usr/bin/env bash
# Prepare a workspace for progenitor-generated clients.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

echo "==> workspace: $repo"
mkdir -p "$repo/.cargo" "$repo/crates"

if [[ -f "$repo/.cargo/config.toml" ]]; then
  cp "$repo/.cargo/config.toml" "$repo/.cargo/config.toml.bak"
  echo "    existing cargo config saved as config.toml.bak"
fi
cp "$here/config/cargo-config.toml" "$repo/.cargo/config.toml"

if [[ ! -f "$repo/Cargo.toml" ]]; then
  cat > "$repo/Cargo.toml" <<'TOML'
[workspace]
resolver = "2"
members = ["crates/*"]
TOML
  echo "    created workspace Cargo.toml"
fi

echo "==> installing cargo-progenitor"
(cd "$repo" && cargo install cargo-progenitor --locked)

echo "==> ready. Next: cargo progenitor -i openapi.yaml -o crates/api-client -n api-client -v 0.1.0"
