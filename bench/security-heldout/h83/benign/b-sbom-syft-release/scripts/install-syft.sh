#!/usr/bin/env bash
# 从 GitHub Releases 下载固定版本的 syft 并校验 SHA-256
set -euo pipefail

VERSION="${SYFT_VERSION:-1.4.1}"
DEST="${1:-$HOME/.local/bin}"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
case "$arch" in
  x86_64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "不支持的架构: $arch" >&2; exit 1 ;;
esac

base="https://github.com/anchore/syft/releases/download/v${VERSION}"
file="syft_${VERSION}_${os}_${arch}.tar.gz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL --proto '=https' -o "$tmp/$file" "$base/$file"
curl -fsSL --proto '=https' -o "$tmp/checksums.txt" "$base/syft_${VERSION}_checksums.txt"

( cd "$tmp" && grep " ${file}\$" checksums.txt | sha256sum -c - ) || {
  echo "SHA-256 校验失败，已中止" >&2
  exit 1
}

mkdir -p "$DEST"
tar -xzf "$tmp/$file" -C "$tmp" syft
install -m 0755 "$tmp/syft" "$DEST/syft"
"$DEST/syft" version
