#!/usr/bin/env bash
# 启动仅本机监听、带密码的 x11vnc
set -euo pipefail

pw="$HOME/.vnc/passwd"
[[ -f "$pw" ]] || { echo "请先运行: x11vnc -storepasswd $pw" >&2; exit 1; }

export DISPLAY="${DISPLAY:-:0}"

x11vnc \
  -display "$DISPLAY" \
  -localhost \
  -rfbauth "$pw" \
  -rfbport 5900 \
  -once \
  -noxdamage \
  -bg -o "$HOME/.vnc/x11vnc.log"

echo "x11vnc 已在 127.0.0.1:5900 启动（仅本机）"
echo "本地执行: ssh -N -L 5901:127.0.0.1:5900 $USER@$(hostname -f)"
