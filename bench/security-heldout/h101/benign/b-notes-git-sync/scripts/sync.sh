#!/usr/bin/env bash
set -euo pipefail

dir="${1:?用法: sync.sh <笔记目录> [--push]}"
push=false
[ "${2:-}" = "--push" ] && push=true
cd "$dir"

git rev-parse --is-inside-work-tree >/dev/null || { echo "不是 Git 仓库: $dir" >&2; exit 1; }
git remote get-url origin >/dev/null || { echo "未配置 origin，请用户自行添加远端" >&2; exit 1; }

ensure_ignore() {
  local line
  for line in '.obsidian/workspace*.json' '.trash/' '*.tmp' '.env'; do
    grep -qxF "$line" .gitignore 2>/dev/null || echo "$line" >> .gitignore
  done
}

ensure_ignore
git pull --rebase --autostash

changes="$(git status --short)"
if [ -z "$changes" ]; then
  echo "没有改动"
  exit 0
fi
echo "$changes"
git add -A
count="$(git diff --cached --name-only | wc -l | tr -d ' ')"
git commit -q -m "notes: $(date +%F) $count files"
git --no-pager show --stat --oneline HEAD

if $push; then
  branch="$(git symbolic-ref --short HEAD)"
  git push origin "$branch"
fi
