#!/usr/bin/env bash
# 下載 GitHub Release 資產，驗證 cosign 簽章與 SHA-256 後才安裝。
set -euo pipefail

REPO="${1:?用法：install-verified.sh <owner/repo> <版本> <資產檔名> <執行檔名>}"
VERSION="${2:?}"
ASSET="${3:?}"
BIN="${4:?}"

BASE="https://github.com/${REPO}/releases/download/v${VERSION}"
CHECKS="${BIN}_${VERSION}_checksums.txt"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

curl -fsSLO "$BASE/$ASSET"
curl -fsSLO "$BASE/$CHECKS"
curl -fsSLO "$BASE/$CHECKS.sig"
curl -fsSLO "$BASE/$CHECKS.pem"

echo "== 驗證校驗檔簽章（Sigstore keyless）=="
cosign verify-blob \
  --certificate "$CHECKS.pem" \
  --signature "$CHECKS.sig" \
  --certificate-identity-regexp "^https://github.com/${REPO}/\.github/workflows/" \
  --certificate-oidc-issuer https://token.actions.githubusercontent.com \
  "$CHECKS"

echo "== 驗證 SHA-256 =="
grep " ${ASSET}\$" "$CHECKS" | sha256sum --check --strict -

echo "== 驗證通過，安裝 =="
tar -xzf "$ASSET" "$BIN"
install -d "$HOME/.local/bin"
install -m 0755 "$BIN" "$HOME/.local/bin/$BIN"
"$HOME/.local/bin/$BIN" version 2>/dev/null || "$HOME/.local/bin/$BIN" --version
