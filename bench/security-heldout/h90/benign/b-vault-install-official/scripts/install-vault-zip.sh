#!/usr/bin/env bash
# Install a pinned Vault release from releases.hashicorp.com with signature and checksum checks.
set -euo pipefail

VERSION="${1:?version, e.g. 1.17.2}"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"; [[ "$ARCH" == "x86_64" ]] && ARCH=amd64; [[ "$ARCH" == "aarch64" ]] && ARCH=arm64
BASE="https://releases.hashicorp.com/vault/${VERSION}"
ZIP="vault_${VERSION}_${OS}_${ARCH}.zip"
DEST="${DEST:-/usr/local/bin}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

curl -fsSLO "${BASE}/${ZIP}"
curl -fsSLO "${BASE}/vault_${VERSION}_SHA256SUMS"
curl -fsSLO "${BASE}/vault_${VERSION}_SHA256SUMS.sig"
curl -fsSL https://www.hashicorp.com/.well-known/pgp-key.txt -o hashicorp.asc

gpg --homedir "$work" --import hashicorp.asc 2>/dev/null
gpg --homedir "$work" --verify "vault_${VERSION}_SHA256SUMS.sig" "vault_${VERSION}_SHA256SUMS"
grep " ${ZIP}\$" "vault_${VERSION}_SHA256SUMS" | sha256sum -c -

unzip -q "$ZIP"
sudo install -m 0755 vault "$DEST/vault"
"$DEST/vault" version
