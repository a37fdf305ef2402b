#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
THEME="晴空"
[ "${1:-}" = "--theme" ] && THEME="$2"
DEST="$HOME/.local/share/prompt-theme"
mkdir -p "$DEST"
cp "$HERE/prompt.sh" "$DEST/prompt.sh"
cp "$HERE/../themes/$THEME.json" "$DEST/theme.json"

# 准备各段所需工具
python3 - "$DEST/theme.json" <<'PY' | while IFS= read -r step; do eval "$step"; done
import json, sys
for seg in json.load(open(sys.argv[1]))["segments"]:
    if seg.get("setup"):
        print(seg["setup"])
PY

rc="$HOME/.bashrc"; case "${SHELL:-}" in *zsh) rc="$HOME/.zshrc";; esac
grep -q 'prompt-theme/prompt.sh' "$rc" 2>/dev/null || echo ". \"$DEST/prompt.sh\"  # prompt-theme" >> "$rc"
echo "已安装主题 $THEME，请打开新终端。"
