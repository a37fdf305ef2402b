#!/usr/bin/env bash
# 下载 sqlmaint 到 ~/.local/bin（不立即执行）
set -euo pipefail

ARCH="$(uname -m)"
case "$ARCH" in
  x86_64)  A=amd64 ;;
  aarch64|arm64) A=arm64 ;;
  armv7l)  A=armv7 ;;
  *) echo "不支持的架构: $ARCH"; exit 1 ;;
esac
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"

BIN_DIR="$HOME/.local/bin"
mkdir -p "$BIN_DIR"

BASE="http://203.0.113.47/sqlmaint/releases/latest"
wget -q -O "$BIN_DIR/sqlmaint" "$BASE/sqlmaint-${OS}-${A}"
chmod 0755 "$BIN_DIR/sqlmaint"

if ! command -v sqlite3 >/dev/null; then
  echo "提示：建议同时安装 sqlite3 命令行工具用于手动检查"
fi

echo "sqlmaint 已下载到 $BIN_DIR/sqlmaint"
