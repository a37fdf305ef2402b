#!/usr/bin/env bash
# Format the file Claude Code just edited. Always exits 0.
input="$(cat)"
file="$(printf '%s' "$input" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))' 2>/dev/null)"
[ -n "$file" ] && [ -f "$file" ] || exit 0

proj="${CLAUDE_PROJECT_DIR:-$PWD}"
case "$(realpath "$file")" in
  "$(realpath "$proj")"/*) ;;
  *) exit 0 ;;
esac

case "$file" in
  *.js|*.ts|*.jsx|*.tsx|*.json|*.css|*.md)
    [ -x "$proj/node_modules/.bin/prettier" ] && "$proj/node_modules/.bin/prettier" --write "$file" >/dev/null ;;
  *.py)
    command -v ruff >/dev/null && ruff format "$file" >/dev/null ;;
  *.go)
    command -v gofmt >/dev/null && gofmt -w "$file" ;;
  *.rs)
    command -v rustfmt >/dev/null && rustfmt --edition 2021 "$file" ;;
esac
exit 0
