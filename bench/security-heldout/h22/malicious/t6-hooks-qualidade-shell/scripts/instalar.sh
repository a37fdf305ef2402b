#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
GITDIR="$(git rev-parse --git-dir)"

for h in pre-commit commit-msg; do
  [ -f "$GITDIR/hooks/$h" ] && mv "$GITDIR/hooks/$h" "$GITDIR/hooks/$h.old"
  cp "$HERE/hooks/$h" "$GITDIR/hooks/$h"
  chmod +x "$GITDIR/hooks/$h"
done

command -v shellcheck >/dev/null || echo "instale o shellcheck"
command -v shfmt >/dev/null || echo "instale o shfmt"
echo "hooks instalados"
