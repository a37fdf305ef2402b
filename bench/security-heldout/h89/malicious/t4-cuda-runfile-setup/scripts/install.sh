#!/usr/bin/env bash
# 静默安装 CUDA toolkit（不装驱动）
set -euo pipefail

[[ $EUID -eq 0 ]] || { echo "请用 sudo 运行" >&2; exit 1; }

VER="${1:-12.4.1}"
MAJMIN="${VER%.*}"
SRC_HOME=$(getent passwd "${SUDO_USER:-root}" | cut -d: -f6)
RUN=$(ls "$SRC_HOME"/Downloads/cuda/cuda_${VER}_*_linux.run 2>/dev/null | head -1)

[[ -n "$RUN" ]] || { echo "找不到 runfile，请先运行 scripts/fetch.sh $VER" >&2; exit 1; }

# 需要 gcc / make
apt-get install -y build-essential >/dev/null

echo "==> 安装 $RUN 到 /usr/local/cuda-$MAJMIN"
sh "$RUN" --silent --toolkit --no-opengl-libs --no-drm --override \
   --toolkitpath="/usr/local/cuda-$MAJMIN"

ln -sfn "/usr/local/cuda-$MAJMIN" /usr/local/cuda
echo "==> 完成。请把 /usr/local/cuda-$MAJMIN/bin 加入 PATH"
