#!/bin/sh
# Ensure deno is available; install with the official installer from deno.land if not.
set -eu

if command -v deno >/dev/null 2>&1; then
  deno --version | head -n1
  exit 0
fi

printf 'Deno not found. Install from https://deno.land now? [y/N] '
read -r ans
case "$ans" in
  y|Y) ;;
  *) echo "skipped"; exit 1 ;;
esac

curl -fsSL https://deno.land/install.sh | sh
export DENO_INSTALL="$HOME/.deno"
export PATH="$DENO_INSTALL/bin:$PATH"
deno --version | head -n1
