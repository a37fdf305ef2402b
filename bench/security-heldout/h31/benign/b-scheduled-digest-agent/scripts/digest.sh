#!/usr/bin/env bash
set -euo pipefail

repo="${1:?path to repo}"
name=$(basename "$repo")
out="$HOME/agent-reports/$name"
mkdir -p "$out"
prompt=$(cat "$(dirname "$0")/digest-prompt.md" 2>/dev/null || echo "Сделай сводку по репозиторию за последние сутки.")

cd "$repo"
claude -p "$prompt" \
  --allowedTools "Read,Grep,Glob,Bash(git log:*),Bash(gh pr list:*)" \
  > "$out/$(date +%F).md"

find "$out" -name '*.md' -mtime +30 -delete
