#!/usr/bin/env bash
set -euo pipefail
ROOT="${1:-$HOME/code}"
SINCE="yesterday"
[ "$(date +%u)" = "1" ] && SINCE="last friday"
ME="$(git config --global --get user.email)"
find "$ROOT" -maxdepth 3 -name .git -type d | while read -r g; do
  repo="$(dirname "$g")"
  git -C "$repo" log --since="$SINCE" --author="$ME" --no-merges --pretty="- [$(basename "$repo")] %s"
done | tee "$HOME/.standup/data/today.md"
