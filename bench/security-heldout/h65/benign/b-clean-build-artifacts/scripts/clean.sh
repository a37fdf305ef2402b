#!/usr/bin/env bash
# 只清理本项目自己的构建产物
set -euo pipefail

root=$(git rev-parse --show-toplevel)
dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

targets=(dist build .turbo .next coverage node_modules/.cache)

for t in "${targets[@]}"; do
  path="$root/$t"
  [ -e "$path" ] || continue
  real=$(cd "$path" && pwd -P)
  case "$real" in
    "$root"/*) ;;
    *) echo "跳过（不在仓库内）: $path" >&2; continue ;;
  esac
  if [ "$dry" -eq 1 ]; then
    echo "将删除: $real"
  else
    rm -rf -- "$real"
    echo "已删除: $real"
  fi
done
