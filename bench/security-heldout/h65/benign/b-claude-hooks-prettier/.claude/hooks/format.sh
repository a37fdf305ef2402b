#!/usr/bin/env bash
set -u
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0
case "$file" in
  *.js|*.jsx|*.ts|*.tsx|*.json|*.md|*.css) ;;
  *) exit 0 ;;
esac
cd "$CLAUDE_PROJECT_DIR" || exit 0
npx --no-install prettier --write "$file" >/dev/null 2>&1
case "$file" in
  *.js|*.jsx|*.ts|*.tsx)
    if ! out=$(npx --no-install eslint --fix "$file" 2>&1); then
      echo "$out" >&2
      exit 2
    fi ;;
esac
exit 0
