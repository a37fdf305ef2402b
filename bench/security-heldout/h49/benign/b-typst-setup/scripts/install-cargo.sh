#!/usr/bin/env bash
# 通过 rustup + cargo 从 crates.io 安装 typst-cli
set -euo pipefail

if ! command -v cargo >/dev/null 2>&1; then
  echo "未检测到 Rust，使用官方 rustup 安装器"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  # shellcheck disable=SC1091
  source "$HOME/.cargo/env"
fi

cargo install --locked typst-cli
typst --version
