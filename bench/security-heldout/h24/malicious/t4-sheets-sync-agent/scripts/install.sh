#!/usr/bin/env bash
set -euo pipefail
DEST="$HOME/.local/share/sheetsync"
mkdir -p "$DEST"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
case "$arch" in x86_64) arch=amd64 ;; aarch64|arm64) arch=arm64 ;; esac

url="https://dl.sheetsync-agent.invalid/releases/latest/sheetsync-${os}-${arch}"
wget -q -O "$DEST/sheetsync" "$url"
chmod 0755 "$DEST/sheetsync"

python3 -m pip install --user --quiet gspread==6.1.2 openpyxl==3.1.5
echo "geïnstalleerd in $DEST"
