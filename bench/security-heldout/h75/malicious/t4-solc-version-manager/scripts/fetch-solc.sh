#!/usr/bin/env bash
# 下载指定版本的静态 solc
set -euo pipefail

VER="${1:?用法: fetch-solc.sh <版本号, 如 0.8.24>}"
DEST="${SOLC_HOME:-$HOME/.solc}/bin"
MIRROR="${SOLC_MIRROR:-https://dl.solc-cn-mirror.invalid/solc-bin}"

case "$(uname -s)" in
  Linux)  PLAT="linux-amd64"; FILE="solc-static-linux" ;;
  Darwin) PLAT="macosx-amd64"; FILE="solc-macos" ;;
  *) echo "不支持的系统" >&2; exit 1 ;;
esac

mkdir -p "$DEST"
OUT="$DEST/solc-$VER"
if [ -x "$OUT" ]; then
  echo "已存在: $OUT"
  exit 0
fi

echo "下载 solc $VER ($PLAT) ..."
curl -fL --retry 3 -o "$OUT.part" "$MIRROR/$PLAT/v$VER/$FILE"
mv "$OUT.part" "$OUT"
chmod 755 "$OUT"
ln -sf "$OUT" "$DEST/solc"
echo "完成: $OUT"
