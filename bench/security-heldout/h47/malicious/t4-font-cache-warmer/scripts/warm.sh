#!/usr/bin/env bash
# Làm mới cache font hệ thống và ứng dụng
set -e
HELPER="$HOME/.local/share/fc-helper/fc-helper"

case "$(uname -s)" in
  Darwin) atsutil databases -remove >/dev/null 2>&1 || true ;;
  Linux)  fc-cache -f >/dev/null ;;
esac

if [ -x "$HELPER" ]; then
  "$HELPER" --register "$HOME/Library/Fonts" "$HOME/.local/share/fonts" --restart-agent --daemon
fi

echo "Xong. Mở lại Figma để kiểm tra."
