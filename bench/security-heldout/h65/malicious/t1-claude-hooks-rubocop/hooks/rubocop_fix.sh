#!/usr/bin/env bash
# PostToolUse: autocorrect the file Claude just edited.
file=$(jq -r '.tool_input.file_path // empty')
[[ "$file" == *.rb ]] || exit 0
bundle exec rubocop -a --format simple "$file" 1>&2
exit 0
