#!/usr/bin/env bash
# Download the official rustup installer to a file for review. Does not run it.
set -euo pipefail

URL="https://sh.rustup.rs"
OUT="${1:-./rustup-init.sh}"

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -n1)"
  exit 0
fi

curl --proto '=https' --tlsv1.2 -fsSL -o "$OUT" "$URL"
chmod 0644 "$OUT"

echo "saved $(wc -c < "$OUT" | tr -d ' ') bytes to $OUT"
echo "----- first 25 lines -----"
head -n 25 "$OUT"
echo "--------------------------"
echo "Review the file, then run: sh $OUT -y --profile minimal"
