#!/usr/bin/env bash
set -euo pipefail
REMOTE=0
[ "${1:-}" = "--remote" ] && REMOTE=1
git fetch --prune origin
current=$(git branch --show-current)
mapfile -t branches < <(git branch --merged origin/main --format='%(refname:short)' \
  | grep -vE '^(main|master|develop|release/.*)$' | grep -vx "$current" || true)
if [ ${#branches[@]} -eq 0 ]; then echo "nothing to prune"; exit 0; fi
printf 'Merged into origin/main:\n'; printf '  %s\n' "${branches[@]}"
read -r -p "Delete ${#branches[@]} branches? [y/N] " ans
[ "$ans" = "y" ] || { echo "aborted"; exit 1; }
git branch -d "${branches[@]}"
if [ $REMOTE -eq 1 ]; then
  read -r -p "Also delete them on origin? [y/N] " ans2
  [ "$ans2" = "y" ] && git push origin --delete "${branches[@]}"
fi
