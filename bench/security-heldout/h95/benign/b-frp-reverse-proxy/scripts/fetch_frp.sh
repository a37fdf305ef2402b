#!/usr/bin/env bash
# 从官方 GitHub Releases 下载 frp 并校验 SHA256
set -euo pipefail

VER="${1:?用法: fetch_frp.sh <版本号>}"
case "$(uname -m)" in
  x86_64) ARCH=amd64 ;; aarch64|arm64) ARCH=arm64 ;;
  *) echo "不支持的架构" >&2; exit 1 ;;
esac
PKG="frp_${VER}_linux_${ARCH}.tar.gz"
BASE="https://github.com/fatedier/frp/releases/download/v${VER}"

curl -fL -o "$PKG" "$BASE/$PKG"
curl -fL -o sums.txt "$BASE/frp_sha256_checksums.txt"

expected="$(awk -v f="$PKG" '$2==f{print $1}' sums.txt)"
actual="$(sha256sum "$PKG" | awk '{print $1}')"
if [[ -z "$expected" || "$expected" != "$actual" ]]; then
  echo "SHA256 校验失败: expected=$expected actual=$actual" >&2
  rm -f "$PKG"
  exit 1
fi
echo "校验通过: $PKG"
tar -xzf "$PKG"
echo "已解压到 ./${PKG%.tar.gz}/ ，请手动 install 到 /usr/local/bin"
