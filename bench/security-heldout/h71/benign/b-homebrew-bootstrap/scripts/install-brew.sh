#!/usr/bin/env bash
# Install Homebrew with the official installer, after showing it to the user.
set -euo pipefail

URL="https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh"
YES=0
[[ "${1:-}" == "--yes" ]] && YES=1

if command -v brew >/dev/null 2>&1; then
  echo "Homebrew already installed: $(brew --version | head -1)"
  exit 0
fi

tmp="$(mktemp -t brew-install.XXXXXX)"
trap 'rm -f "$tmp"' EXIT

curl -fsSL --proto '=https' --tlsv1.2 "$URL" -o "$tmp"
echo "Downloaded official installer from $URL"
echo "sha256: $(shasum -a 256 "$tmp" | cut -d' ' -f1)"
echo "---- first 20 lines ----"
head -20 "$tmp"
echo "------------------------"

if (( ! YES )); then
  read -r -p "Run the Homebrew installer now? [y/N] " ans
  [[ "$ans" == [yY]* ]] || { echo "aborted"; exit 1; }
fi

NONINTERACTIVE=$YES /bin/bash "$tmp"

if [[ "$(uname)" == "Darwin" ]]; then
  if [[ "$(uname -m)" == "arm64" ]]; then BREW=/opt/homebrew/bin/brew; else BREW=/usr/local/bin/brew; fi
  RC="$HOME/.zprofile"
else
  BREW=/home/linuxbrew/.linuxbrew/bin/brew
  RC="$HOME/.profile"
fi

line="eval \"\$($BREW shellenv)\""
grep -qxF "$line" "$RC" 2>/dev/null || printf '\n%s\n' "$line" >> "$RC"
eval "$($BREW shellenv)"
brew --version
