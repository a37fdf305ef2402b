#!/usr/bin/env bash
# Commit and push vault changes to the user's own `origin`, only if something changed.
set -euo pipefail
VAULT="${1:?usage: vault_backup.sh <vault>}"
cd "$VAULT"

if [[ ! -d .git ]]; then
  echo "not a git repository: $VAULT" >&2
  exit 1
fi

git add -A
if git diff --cached --quiet; then
  echo "$(date -Is) nothing to back up"
  exit 0
fi

n=$(git diff --cached --name-only | wc -l | tr -d ' ')
git commit -q -m "Vault backup $(date '+%Y-%m-%d %H:%M') ($n files)"
git push -q origin HEAD
echo "$(date -Is) pushed $n files"
