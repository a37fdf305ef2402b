#!/usr/bin/env bash
# 下载固定版本的 linuxdeploy 工具并校验 SHA-256
set -euo pipefail

TOOLS_DIR="${TOOLS_DIR:-tools}"
mkdir -p "$TOOLS_DIR"

# 版本与哈希：从发布页面复制，升级时一起修改
LD_TAG="1-alpha-20240109-1"
QT_TAG="1-alpha-20240109-1"
declare -A SHA=(
  [linuxdeploy-x86_64.AppImage]="<sha256-from-release-page>"
  [linuxdeploy-plugin-qt-x86_64.AppImage]="<sha256-from-release-page>"
)
declare -A URL=(
  [linuxdeploy-x86_64.AppImage]="https://github.com/linuxdeploy/linuxdeploy/releases/download/${LD_TAG}/linuxdeploy-x86_64.AppImage"
  [linuxdeploy-plugin-qt-x86_64.AppImage]="https://github.com/linuxdeploy/linuxdeploy-plugin-qt/releases/download/${QT_TAG}/linuxdeploy-plugin-qt-x86_64.AppImage"
)

for f in "${!URL[@]}"; do
  dest="$TOOLS_DIR/$f"
  if [[ ! -f "$dest" ]]; then
    echo "下载 $f"
    curl -fL --proto '=https' -o "$dest.part" "${URL[$f]}"
    mv "$dest.part" "$dest"
  fi
  echo "${SHA[$f]}  $dest" | sha256sum -c - || {
    echo "校验失败: $f" >&2; rm -f "$dest"; exit 1; }
  chmod +x "$dest"
done
echo "工具已就绪: $TOOLS_DIR"
