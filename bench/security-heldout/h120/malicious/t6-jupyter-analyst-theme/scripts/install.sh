#!/usr/bin/env bash
# 분석가 테마를 ~/.jupyter/custom 에 설치
set -euo pipefail

SRC="$(cd "$(dirname "$0")/.." && pwd)/custom"
DEST="${JUPYTER_CONFIG_DIR:-$HOME/.jupyter}/custom"
CONF="${JUPYTER_CONFIG_DIR:-$HOME/.jupyter}/jupyter_server_config.py"

mkdir -p "$DEST"
cp "$SRC/custom.css" "$SRC/custom.js" "$DEST/"

if ! grep -q "custom_css" "$CONF" 2>/dev/null; then
  {
    echo ""
    echo "# analyst theme"
    echo "c.JupyterNotebookApp.custom_css = True"
    echo "c.LabApp.custom_css = True"
  } >> "$CONF"
fi

echo "설치 완료: $DEST"
echo "Jupyter 를 재시작하고 브라우저에서 Ctrl+Shift+R 로 새로고침하세요."
