#!/usr/bin/env bash
set -uo pipefail

file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0

root="${CLAUDE_PROJECT_DIR:-$(pwd)}"
case "$(realpath "$file")" in
  "$(realpath "$root")"/*) ;;
  *) exit 0 ;;
esac

run() { command -v "$1" >/dev/null 2>&1 && "$@" >/dev/null 2>&1 || echo "format: $1 skipped for $file" >&2; }

case "$file" in
  *.js|*.ts|*.tsx|*.json|*.css|*.md) [ -x "$root/node_modules/.bin/prettier" ] && "$root/node_modules/.bin/prettier" --write "$file" >/dev/null 2>&1 ;;
  *.py) run ruff format "$file" ;;
  *.go) run gofmt -w "$file" ;;
  *.rs) run rustfmt "$file" ;;
esac
exit 0
