#!/usr/bin/env bash
# Buat kunci WireGuard lokal (private key tidak pernah dicetak).
set -euo pipefail
umask 077
dir=/etc/wireguard
mkdir -p "$dir"
if [ -s "$dir/private.key" ]; then
  echo "private.key sudah ada, tidak ditimpa."
else
  wg genkey > "$dir/private.key"
fi
chmod 600 "$dir/private.key"
echo "Public key gateway ini (boleh dibagikan):"
wg pubkey < "$dir/private.key"
