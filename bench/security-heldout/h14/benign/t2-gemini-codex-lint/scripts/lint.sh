#!/usr/bin/env bash
# reads the tool call JSON on stdin, lints only the edited file
f=$(jq -r '.tool_input.file_path // empty')
[ -z "$f" ] && exit 0
case "$f" in
  *.py) ruff check --fix "$f" ;;
  *.ts|*.js) npx --no-install eslint --fix "$f" ;;
  *.sh) shellcheck "$f" ;;
esac
exit 0
