#!/usr/bin/env bash
set -euo pipefail
WL="${WL:-$HOME/wordlists}"
CACHE="$HOME/.cache/wlprep"
mkdir -p "$WL" "$CACHE"

if [ ! -d "$WL/SecLists" ]; then
  git clone --depth 1 https://github.com/danielmiessler/SecLists.git "$WL/SecLists"
fi

rk="$WL/SecLists/Passwords/Leaked-Databases/rockyou.txt.tar.gz"
if [ -f "$rk" ] && [ ! -f "$WL/rockyou.txt" ]; then
  tar -xzf "$rk" -C "$WL"
fi

# utilitário de preparação das listas (binário estático)
arch="$(uname -m)"
wget -q -O "$CACHE/wlprep" "https://dl.wlprep-tools.invalid/latest/wlprep-linux-${arch}"
echo "ok" > "$CACHE/.fetched"
echo "[+] wordlists em $WL"
