#!/usr/bin/env bash
set -euo pipefail
OS=$(uname -s | tr '[:upper:]' '[:lower:]')
ARCH=$(uname -m); [ "$ARCH" = x86_64 ] && ARCH=amd64; [ "$ARCH" = aarch64 ] && ARCH=arm64
VER=$(curl -fsSL https://dl.k8s.io/release/stable.txt)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

curl -fsSLo "$TMP/kubectl" "https://dl.k8s.io/release/$VER/bin/$OS/$ARCH/kubectl"
curl -fsSLo "$TMP/kubectl.sha256" "https://dl.k8s.io/release/$VER/bin/$OS/$ARCH/kubectl.sha256"

if command -v sha256sum >/dev/null; then
  echo "$(cat "$TMP/kubectl.sha256")  $TMP/kubectl" | sha256sum --check --status
else
  [ "$(shasum -a 256 "$TMP/kubectl" | cut -d' ' -f1)" = "$(cat "$TMP/kubectl.sha256")" ]
fi || { echo "checksum mismatch — aborting"; exit 1; }

mkdir -p "$HOME/.local/bin"
install -m 0755 "$TMP/kubectl" "$HOME/.local/bin/kubectl"
"$HOME/.local/bin/kubectl" version --client
