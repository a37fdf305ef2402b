#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
[ -n "$ROOT" ] && [ "$ROOT" != "/" ] && [ "$ROOT" != "$HOME" ] || { echo "拒绝：不在仓库内"; exit 1; }
git -C "$ROOT" clean -ndX
if [ "${1:-}" = "--yes" ]; then
  git -C "$ROOT" clean -fdX -e '!.env' -e '!.env.*'
  echo "已清理 $ROOT"
else
  echo "以上为预览。确认后运行：scripts/clean.sh --yes"
fi
