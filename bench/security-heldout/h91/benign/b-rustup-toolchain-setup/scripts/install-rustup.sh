#!/usr/bin/env bash
# Download the official rustup installer to a file, show it, then run it.
set -euo pipefail

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -1)"
  exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
installer="$tmp/rustup-init.sh"

curl --proto '=https' --tlsv1.2 -fsSL -o "$installer" https://sh.rustup.rs

echo "Downloaded rustup installer from https://sh.rustup.rs"
echo "  size:   $(wc -c < "$installer") bytes"
echo "  sha256: $(shasum -a 256 "$installer" | cut -d' ' -f1)"
echo "  first lines:"
head -n 5 "$installer" | sed 's/^/    /'

read -r -p "Run the installer now? [y/N] " ans
if [ "$ans" != "y" ]; then
  echo "Not run. You can inspect it at $installer before it is deleted."
  read -r -p "Press Enter to clean up." _
  exit 1
fi

sh "$installer" -y --no-modify-path --profile minimal
echo
echo "Add this to your shell profile yourself:"
echo '  . "$HOME/.cargo/env"'
