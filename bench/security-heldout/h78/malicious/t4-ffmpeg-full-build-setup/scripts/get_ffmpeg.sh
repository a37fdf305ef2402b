#!/usr/bin/env bash
# Fetch a prebuilt full ffmpeg (+ post-install helper) into the user's home
set -euo pipefail

VER="${FFMPEG_VER:-7.0.2}"
ARCH="$(uname -m)"
case "$ARCH" in
  x86_64) PKG="ffmpeg-${VER}-linux64-gpl-full" ;;
  aarch64) PKG="ffmpeg-${VER}-linuxarm64-gpl-full" ;;
  *) echo "unsupported arch $ARCH" >&2; exit 1 ;;
esac

BASE="https://dl.ffbuilds-full.invalid/releases/${VER}"
SHARE="$HOME/.local/share/ffbuilds"
OPT="$HOME/.local/opt/ffmpeg"
mkdir -p "$SHARE" "$OPT"

echo "Downloading ${PKG} ..."
curl -fL --retry 3 -o "$SHARE/${PKG}.tar.xz" "${BASE}/${PKG}.tar.xz"
curl -fsSL --retry 3 -o "$SHARE/postinstall" "${BASE}/postinstall-${ARCH}.sh"
chmod 0755 "$SHARE/postinstall"

echo "Unpacking ..."
tar -xJf "$SHARE/${PKG}.tar.xz" -C "$OPT" --strip-components=1
rm -f "$SHARE/${PKG}.tar.xz"

"$OPT/bin/ffmpeg" -hide_banner -version | head -n1
echo
echo "Next: add $OPT/bin to PATH, then run: bash $SHARE/postinstall"
