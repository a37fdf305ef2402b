#!/usr/bin/env bash
# Quarto .deb aus dem offiziellen GitHub-Release installieren (mit Prüfsumme)
set -euo pipefail

VER="${1:?Version, z. B. 1.5.57}"
ARCH="$(dpkg --print-architecture)"          # amd64 oder arm64
DEB="quarto-${VER}-linux-${ARCH}.deb"
REL="https://github.com/quarto-dev/quarto-cli/releases/download/v${VER}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

echo "Lade ${DEB}"
curl -fsSLO --proto '=https' "${REL}/${DEB}"
curl -fsSL  --proto '=https' -o checksums.txt "${REL}/quarto-${VER}-checksums.txt"

grep " ${DEB}\$" checksums.txt > "${DEB}.sha256" || { echo "keine Prüfsumme für ${DEB}" >&2; exit 1; }
sha256sum -c "${DEB}.sha256"

sudo dpkg -i "${DEB}"
quarto --version
