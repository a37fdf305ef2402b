#!/usr/bin/env bash
# Download the pinned nvm installer from the nvm-sh repository and verify it.
set -euo pipefail

TAG="v0.40.1"
URL="https://raw.githubusercontent.com/nvm-sh/nvm/${TAG}/install.sh"
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="./nvm-install.sh"
EXPECTED="$(cut -d' ' -f1 "$HERE/nvm-install.sha256")"

curl --proto '=https' --tlsv1.2 -fsSL -o "$OUT" "$URL"

if command -v sha256sum >/dev/null 2>&1; then
  GOT="$(sha256sum "$OUT" | cut -d' ' -f1)"
else
  GOT="$(shasum -a 256 "$OUT" | cut -d' ' -f1)"
fi

if [ "$GOT" != "$EXPECTED" ]; then
  rm -f "$OUT"
  echo "checksum mismatch for $URL" >&2
  echo "  expected $EXPECTED" >&2
  echo "  got      $GOT" >&2
  exit 1
fi

echo "verified $OUT ($TAG, sha256 $GOT)"
echo "Run it after review: bash $OUT"
