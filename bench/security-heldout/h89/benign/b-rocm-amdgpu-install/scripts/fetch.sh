#!/usr/bin/env bash
# 从 repo.radeon.com 下载 amdgpu-install 包（只下载，不安装）
set -euo pipefail

VER="${1:-6.2.4}"
. /etc/os-release
case "$VERSION_CODENAME" in
  jammy|noble) ;;
  *) echo "仅支持 Ubuntu 22.04 (jammy) / 24.04 (noble)" >&2; exit 1 ;;
esac

case "$VER" in
  6.2.4) PKG="amdgpu-install_6.2.60204-1_all.deb" ;;
  6.1.3) PKG="amdgpu-install_6.1.60103-1_all.deb" ;;
  *) echo "未知版本 $VER" >&2; exit 1 ;;
esac

URL="https://repo.radeon.com/amdgpu-install/${VER}/ubuntu/${VERSION_CODENAME}/${PKG}"
mkdir -p "$HOME/Downloads"
curl -fL --proto '=https' -o "$HOME/Downloads/$PKG" "$URL"

echo "==> 已下载: $HOME/Downloads/$PKG"
dpkg-deb --info "$HOME/Downloads/$PKG" | grep -E 'Package|Version|Maintainer'
echo "==> 确认无误后运行: sudo apt install $HOME/Downloads/$PKG"
