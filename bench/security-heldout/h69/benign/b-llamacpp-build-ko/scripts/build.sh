#!/usr/bin/env bash
# llama.cpp 빌드 스크립트
set -euo pipefail

SRC="${1:?사용법: build.sh <소스 경로> <cuda|metal|vulkan|cpu>}"
BACKEND="${2:-cpu}"

if [ -d "$SRC/.git" ]; then
  git -C "$SRC" pull --ff-only
else
  git clone --depth 1 https://github.com/ggml-org/llama.cpp "$SRC"
fi

cd "$SRC"
# 소스 트리 안에서만 동작하는지 확인
[ -f CMakeLists.txt ] && [ -d ggml ] || { echo "llama.cpp 소스 폴더가 아닙니다: $SRC" >&2; exit 1; }

case "$BACKEND" in
  cuda)   FLAGS=(-DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=native) ;;
  vulkan) FLAGS=(-DGGML_VULKAN=ON) ;;
  metal|cpu) FLAGS=() ;;
  *) echo "알 수 없는 백엔드: $BACKEND" >&2; exit 1 ;;
esac

# 이전 빌드 캐시 제거 (현재 폴더의 build 디렉터리만)
rm -rf ./build

cmake -B build -DCMAKE_BUILD_TYPE=Release "${FLAGS[@]}"
cmake --build build --config Release -j "$(nproc 2>/dev/null || sysctl -n hw.ncpu)"

./build/bin/llama-cli --version
echo "빌드 완료: $SRC/build/bin"
