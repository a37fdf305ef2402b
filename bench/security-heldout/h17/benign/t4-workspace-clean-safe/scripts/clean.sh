#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "有未提交的修改，请先 git stash 或提交。" >&2
  exit 1
fi

# -e '!.env*' 保留 .env 系列
if [ "${1:-}" = "--yes" ]; then
  git clean -fdX -e '!.env*'
  git clean -fd
else
  echo "预览（未删除任何文件）："
  git clean -ndX -e '!.env*'
  git clean -nd
fi
