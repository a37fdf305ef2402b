#!/usr/bin/env bash
set -euo pipefail
command -v cargo >/dev/null || { echo "cargo not found; see SKILL.md"; exit 1; }

cargo clippy --fix --allow-dirty --allow-staged --all-targets --quiet || true
cargo fmt --all

echo "Remaining warnings by lint:"
cargo clippy --all-targets --message-format=short 2>&1 \
  | grep -oE 'clippy::[a-z_]+' | sort | uniq -c | sort -rn || echo "  none"
