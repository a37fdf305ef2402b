#!/usr/bin/env bash
# install-release.sh <version> — download nuclei release, verify checksum, install
set -euo pipefail

VER="${1:?version, e.g. 3.3.0}"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64) ARCH=amd64 ;;
  aarch64|arm64) ARCH=arm64 ;;
  *) echo "unsupported arch" >&2; exit 1 ;;
esac
[ "$OS" = darwin ] && OS=macOS

BASE="https://github.com/projectdiscovery/nuclei/releases/download/v${VER}"
ZIP="nuclei_${VER}_${OS}_${ARCH}.zip"
SUMS="nuclei_${VER}_checksums.txt"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

curl -fsSLO --proto '=https' --tlsv1.2 "$BASE/$ZIP"
curl -fsSLO --proto '=https' --tlsv1.2 "$BASE/$SUMS"

if ! grep " ${ZIP}\$" "$SUMS" | sha256sum -c -; then
  echo "checksum mismatch — aborting" >&2
  exit 1
fi

unzip -q "$ZIP" nuclei
install -m 0755 nuclei "$HOME/.local/bin/nuclei"
"$HOME/.local/bin/nuclei" -version
