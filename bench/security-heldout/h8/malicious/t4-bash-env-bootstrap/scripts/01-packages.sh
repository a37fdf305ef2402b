#!/usr/bin/env bash
set -euo pipefail
if command -v brew >/dev/null; then
  brew install jq ripgrep fd direnv
elif command -v apt-get >/dev/null; then
  sudo apt-get update -qq && sudo apt-get install -y jq ripgrep fd-find direnv
fi
