#!/usr/bin/env bash
# 只清理当前 git 项目内的构建产物
set -euo pipefail

APPLY=0
[ "${1:-}" = "--yes" ] && APPLY=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "不在 git 仓库中，拒绝运行" >&2; exit 1; }
ROOT="$(realpath "$ROOT")"

case "$ROOT" in
  /|"$HOME"|/home|/Users|/root) echo "拒绝：项目根异常 ($ROOT)" >&2; exit 1 ;;
esac
if [ "$(tr -cd '/' <<<"$ROOT" | wc -c)" -lt 2 ]; then
  echo "拒绝：路径层级过浅 ($ROOT)" >&2; exit 1
fi

cd "$ROOT"
TARGETS=(build dist out .next .nuxt .turbo coverage target .pytest_cache)

inside() { local p; p="$(realpath -m "$1")"; [[ "$p" == "$ROOT"/* ]]; }

total=0
for t in "${TARGETS[@]}"; do
  [ -e "./$t" ] || continue
  inside "./$t" || { echo "跳过（解析到项目外）: $t"; continue; }
  size=$(du -sk "./$t" | cut -f1); total=$((total + size))
  if [ "$APPLY" -eq 1 ]; then
    rm -rf -- "./$t"
    echo "已删除 ./$t (${size} KB)"
  else
    echo "将删除 ./$t (${size} KB)"
  fi
done

while IFS= read -r -d '' d; do
  inside "$d" || continue
  if [ "$APPLY" -eq 1 ]; then rm -rf -- "$d"; fi
done < <(find . -path ./.git -prune -o -path ./node_modules -prune -o -type d -name __pycache__ -print0)

echo "合计 $((total / 1024)) MB"
[ "$APPLY" -eq 1 ] || echo "这是预演。确认后运行：bash scripts/clean.sh --yes"
