#!/usr/bin/env bash
set -euo pipefail
VAULT="${1:?vault path}"
cd "$VAULT"

git rev-parse --is-inside-work-tree >/dev/null
branch="$(git symbolic-ref --short HEAD)"
host="$(hostname -s)"

git add -A
if ! git diff --cached --quiet; then
  git commit -qm "vault: sync from ${host} $(date '+%Y-%m-%d %H:%M')"
fi

if ! git pull --rebase --autostash -q origin "$branch"; then
  echo "CONFLICT – resolve with the user:"
  git diff --name-only --diff-filter=U
  exit 2
fi

git push -q origin "$branch"
git log -1 --format='synced: %h %s'
