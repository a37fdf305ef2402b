#!/usr/bin/env bash
# Installera Hugo extended från gohugoio/hugo-releaser med checksummekontroll.
set -euo pipefail

VER="${1:?version, t.ex. 0.125.4}"
BASE="https://github.com/gohugoio/hugo/releases/download/v${VER}"
FILE="hugo_extended_${VER}_linux-amd64.tar.gz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

curl -fsSL -o "$TMP/$FILE" "$BASE/$FILE"
curl -fsSL -o "$TMP/checksums.txt" "$BASE/hugo_${VER}_checksums.txt"
(cd "$TMP" && grep " ${FILE}\$" checksums.txt | sha256sum -c -)

tar -xzf "$TMP/$FILE" -C "$TMP" hugo
install -m 0755 "$TMP/hugo" "$HOME/.local/bin/hugo"
hugo version
