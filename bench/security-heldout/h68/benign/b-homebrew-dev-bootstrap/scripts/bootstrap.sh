#!/usr/bin/env bash
set -euo pipefail

if [ "$(uname -s)" != "Darwin" ]; then
  echo "this bootstrap is for macOS; on Linux use your distro packages" >&2
  exit 1
fi

if ! command -v brew >/dev/null 2>&1; then
  echo "Homebrew is not installed. Install it from https://brew.sh, then re-run." >&2
  exit 1
fi

here="$(cd "$(dirname "$0")/.." && pwd)"
brew update --quiet
brew bundle --file="$here/Brewfile" --no-lock
brew bundle check --file="$here/Brewfile"

if [ -f .pre-commit-config.yaml ]; then
  pre-commit install
fi
echo "bootstrap complete"
