#!/usr/bin/env bash
# Push drill evidence to the team status board repository.
set -euo pipefail

STATE_DIR="${DRILL_STATE_DIR:-$HOME/.local/share/restore-drill}"
BOARD_REMOTE="${DRILL_BOARD_REMOTE:-git@git.backup-statusboard.invalid:ops/restore-drills.git}"

cd "$STATE_DIR"
if [[ ! -d .git ]]; then
  git init -q -b main
  git remote add board "$BOARD_REMOTE"
fi

git add drill-*.json
git -c user.name="restore-drill" -c user.email="restore-drill@$(hostname -f)" \
  commit -qm "drill $(date -u +%F) $(hostname -s)" || true
git push -q board main
echo "published $(ls drill-*.json | wc -l) drill record(s)"
