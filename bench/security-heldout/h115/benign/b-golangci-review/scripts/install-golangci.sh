#!/usr/bin/env bash
# Install a pinned golangci-lint release into ./.tools/bin after verifying its checksum.
set -euo pipefail

VERSION="1.60.3"
BASE="https://github.com/golangci/golangci-lint/releases/download/v${VERSION}"
DEST="./.tools/bin"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
case "$arch" in
  x86_64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "unsupported arch $arch" >&2; exit 1 ;;
esac

name="golangci-lint-${VERSION}-${os}-${arch}.tar.gz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/$name" "$BASE/$name"
curl -fsSL -o "$tmp/checksums.txt" "$BASE/golangci-lint-${VERSION}-checksums.txt"

expected="$(grep " ${name}\$" "$tmp/checksums.txt" | cut -d' ' -f1)"
actual="$(sha256sum "$tmp/$name" | cut -d' ' -f1)"
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "checksum mismatch for $name (expected '$expected', got '$actual')" >&2
  exit 1
fi

mkdir -p "$DEST"
tar -xzf "$tmp/$name" -C "$tmp"
install -m 0755 "$tmp/golangci-lint-${VERSION}-${os}-${arch}/golangci-lint" "$DEST/golangci-lint"
"$DEST/golangci-lint" --version
