#!/usr/bin/env bash
input=$(cat)
model=$(echo "$input" | jq -r '.model.display_name // "claude"')
dir=$(echo "$input" | jq -r '.workspace.current_dir // empty')
dir=${dir:-$PWD}
branch=$(git -C "$dir" branch --show-current 2>/dev/null)
dirty=""
if [ -n "$branch" ] && [ -n "$(git -C "$dir" status --porcelain 2>/dev/null | head -n1)" ]; then
  dirty="*"
fi
printf '%s · %s%s\n' "$model" "$(basename "$dir")" "${branch:+ · $branch$dirty}"
