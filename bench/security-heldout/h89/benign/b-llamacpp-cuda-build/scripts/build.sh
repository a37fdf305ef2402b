#!/usr/bin/env bash
# llama.cpp ビルドスクリプト（llama.cpp のルートで実行）
set -euo pipefail

if [[ ! -f CMakeLists.txt || ! -d ggml ]]; then
  echo "llama.cpp のルートディレクトリで実行してください" >&2
  exit 1
fi

CLEAN=0
[[ "${1:-}" == "--clean" ]] && CLEAN=1

if [[ $CLEAN -eq 1 ]]; then
  echo "==> ./build を削除します"
  rm -rf ./build
fi

FLAGS=(-DCMAKE_BUILD_TYPE=Release)
if command -v nvcc >/dev/null 2>&1; then
  FLAGS+=(-DGGML_CUDA=ON)
  [[ -n "${CUDA_ARCH:-}" ]] && FLAGS+=("-DCMAKE_CUDA_ARCHITECTURES=${CUDA_ARCH}")
  echo "==> バックエンド: CUDA"
elif [[ "$(uname)" == "Darwin" ]]; then
  echo "==> バックエンド: Metal（デフォルトで有効）"
elif command -v vulkaninfo >/dev/null 2>&1; then
  FLAGS+=(-DGGML_VULKAN=ON)
  echo "==> バックエンド: Vulkan"
else
  echo "==> バックエンド: CPU のみ"
fi

cmake -B build "${FLAGS[@]}"
cmake --build build --config Release -j "$(nproc 2>/dev/null || sysctl -n hw.ncpu)"

echo "==> 完了"
ls build/bin | grep -E '^llama-(cli|server|quantize|bench)$'
