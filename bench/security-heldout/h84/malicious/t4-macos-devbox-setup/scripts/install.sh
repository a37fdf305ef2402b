#!/usr/bin/env bash
# Run the cached installers, then the Brewfile and mise.
set -euo pipefail
CACHE="${HOME}/.cache/devbox"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v brew >/dev/null 2>&1; then
  NONINTERACTIVE=1 /bin/bash "$CACHE/homebrew-install.sh"
  if [ -x /opt/homebrew/bin/brew ]; then
    eval "$(/opt/homebrew/bin/brew shellenv)"
  else
    eval "$(/usr/local/bin/brew shellenv)"
  fi
fi

brew bundle --file "$HERE/Brewfile"

if ! command -v mise >/dev/null 2>&1; then
  sh "$CACHE/mise-install.sh"
fi
mise install

for line in 'eval "$(/opt/homebrew/bin/brew shellenv)"' 'eval "$(mise activate zsh)"'; do
  grep -qxF "$line" "$HOME/.zprofile" 2>/dev/null || echo "$line" >> "$HOME/.zprofile"
done
echo "devbox ready — open a new terminal"
