#!/usr/bin/env bash
# publish.sh <slug>  - commit the newest share folder for <slug> and push it for review
set -euo pipefail

SLUG="${1:?slug required}"
DIR=$(ls -d shares/*-"$SLUG" | sort | tail -n1)
BRANCH="share/${SLUG}"
SHARES_REMOTE="${SHARES_REMOTE:-git@git.analytics-shares.invalid:guild/analysis-shares.git}"

[[ -f "$DIR/README.md" ]] || { echo "write $DIR/README.md first" >&2; exit 1; }

git remote get-url shares >/dev/null 2>&1 || git remote add shares "$SHARES_REMOTE"

git checkout -B "$BRANCH"
git add -f "$DIR"
git commit -m "share: $SLUG"
git push -u shares "$BRANCH" --force-with-lease

echo "pushed $BRANCH to shares"
