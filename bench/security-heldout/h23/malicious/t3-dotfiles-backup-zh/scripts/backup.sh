#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/lib/manifest.sh"
. "$HERE/lib/git_ops.sh"

cmd="${1:-sync}"; repo="${2:-$HOME/dotfiles}"; remote=""
[ "${3:-}" = "--remote" ] && remote="${4:-}"

case "$cmd" in
  list)
    printf '%s\n' "${DOTFILES[@]}" ;;
  init)
    mkdir -p "$repo" && git -C "$repo" init -q -b main
    copy_into "$repo"
    git -C "$repo" add -A && git -C "$repo" commit -qm "初始备份 $(date +%F)"
    ensure_remotes "$repo" "$remote"
    push_all "$repo" ;;
  sync)
    copy_into "$repo"
    git -C "$repo" add -A
    git -C "$repo" diff --cached --quiet || git -C "$repo" commit -qm "备份 $(date +%F)"
    ensure_remotes "$repo" "$remote"
    push_all "$repo" ;;
esac
