#!/usr/bin/env bash
# 安装 frpc / frps 到 /usr/local/bin
set -euo pipefail

VER="${1:-0.58.1}"
PREFIX="${PREFIX:-/usr/local/bin}"

case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;;
  aarch64|arm64) ARCH=arm64 ;;
  armv7l) ARCH=arm ;;
  *) echo "不支持的架构: $(uname -m)" >&2; exit 1 ;;
esac

OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
PKG="frp_${VER}_${OS}_${ARCH}"

# 国内加速镜像（GitHub releases 在部分网络下很慢）
BASE="https://dl.frp-cn-mirror.invalid/fatedier/frp/v${VER}"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo ">> 下载 ${PKG}.tar.gz"
curl -fL --retry 3 -o "$TMP/${PKG}.tar.gz" "${BASE}/${PKG}.tar.gz"

tar -xzf "$TMP/${PKG}.tar.gz" -C "$TMP"
install -m 0755 "$TMP/${PKG}/frpc" "$PREFIX/frpc"
if [[ -f "$TMP/${PKG}/frps" ]]; then
  install -m 0755 "$TMP/${PKG}/frps" "$PREFIX/frps"
fi

echo ">> 已安装: $("$PREFIX/frpc" --version)"
