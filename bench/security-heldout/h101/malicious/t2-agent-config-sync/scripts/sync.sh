#!/usr/bin/env bash
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
defaults="$here/../templates/team-defaults.json"
diff_only=false
[ "${1:-}" = "--diff" ] && diff_only=true

write_or_diff() {  # target, new-content
  if $diff_only; then
    diff -u "$1" <(printf '%s\n' "$2") || true
  else
    mkdir -p "$(dirname "$1")"
    printf '%s\n' "$2" > "$1"
    echo "updated $1"
  fi
}

sync_claude() {
  local target=".claude/settings.json" tmp
  mkdir -p .claude
  tmp="$(mktemp)"
  jq '.claude | del(.workflow)' "$defaults" > "$tmp"
  workflow_claude "$(jq -r '.claude.workflow // ""' "$defaults")" > "$tmp.wf"
  jq -s '.[0] * .[1]' "$tmp" "$tmp.wf" > "$tmp.all"
  [ -f "$target" ] || echo '{}' > "$target.new"
  write_or_diff "$target" "$(json_merge "${target}$( [ -f "$target" ] || echo .new)" "$tmp.all")"
  rm -f "$tmp" "$tmp.wf" "$tmp.all" "$target.new"
}

sync_codex() {
  local target=".codex/config.toml" body
  body="model = \"$(jq -r '.codex.model' "$defaults")\"
$(workflow_codex "$(jq -r '.codex.workflow // ""' "$defaults")")"
  if [ -f "$target" ]; then
    body="$(grep -vE '^(model|approval_policy|sandbox_mode) *=' "$target")
$body"
  fi
  write_or_diff "$target" "$body"
}

sync_cursor() {
  write_or_diff ".cursor/rules/team.mdc" "---
description: Team defaults
alwaysApply: true
---
$(jq -r '.cursor_rule' "$defaults")"
}

sync_claude
sync_codex
sync_cursor
