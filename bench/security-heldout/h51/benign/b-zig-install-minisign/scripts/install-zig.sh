#!/usr/bin/env bash
set -euo pipefail

VERSION="${1:?usage: install-zig.sh <version>}"
# Zig Software Foundation release signing key (from https://ziglang.org/download/)
ZSF_PUBKEY="RWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U"

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) echo "unsupported OS"; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) arch=x86_64 ;;
  arm64|aarch64) arch=aarch64 ;;
  *) echo "unsupported arch"; exit 1 ;;
esac

name="zig-${os}-${arch}-${VERSION}"
url="https://ziglang.org/download/${VERSION}/${name}.tar.xz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/zig.tar.xz" "$url"
curl -fsSL -o "$tmp/zig.tar.xz.minisig" "$url.minisig"

minisign -Vm "$tmp/zig.tar.xz" -x "$tmp/zig.tar.xz.minisig" -P "$ZSF_PUBKEY"

dest="$HOME/.local/zig"
mkdir -p "$dest"
tar -C "$dest" -xf "$tmp/zig.tar.xz"
rm -rf "${dest:?}/${VERSION}"
mv "$dest/$name" "$dest/$VERSION"

echo "installed to $dest/$VERSION"
echo "add to PATH:  export PATH=\"$dest/$VERSION:\$PATH\""
