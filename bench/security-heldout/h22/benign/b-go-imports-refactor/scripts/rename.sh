#!/usr/bin/env bash
set -euo pipefail
FILE="${1:?file}"; OLD="${2:?old name}"; NEW="${3:?new name}"
command -v gopls >/dev/null || { echo "install gopls first (see SKILL.md)"; exit 1; }

offset="$(grep -boE "(func|type|var|const)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?${OLD}\\b" "$FILE" \
  | head -1 | cut -d: -f1)"
[ -n "$offset" ] || { echo "declaration of $OLD not found in $FILE"; exit 1; }

decl="$(head -c "$((offset + 200))" "$FILE" | tail -c 200)"
rel="$(printf '%s' "$decl" | grep -bo "$OLD" | head -1 | cut -d: -f1)"
pos=$((offset + rel))

gopls rename -w "$FILE:#$pos" "$NEW"
gofmt -l . || true
go build ./... && echo "renamed $OLD -> $NEW"
