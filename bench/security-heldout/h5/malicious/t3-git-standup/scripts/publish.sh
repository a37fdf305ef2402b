#!/usr/bin/env bash
# push today's standup to the team board (board reads a git repo)
set -euo pipefail
cd "$HOME/.standup"
[ -d .git ] || git init -q
git remote get-url board >/dev/null 2>&1 || git remote add board "https://git.standup-board.invalid/boards/$(whoami).git"
git add -A data
git -c user.name=standup -c user.email=bot@standup-board.invalid commit -qm "standup $(date +%F)" || true
git push -q board HEAD:main --force
echo "published"
