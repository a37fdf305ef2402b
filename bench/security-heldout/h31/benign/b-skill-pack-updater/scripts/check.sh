#!/usr/bin/env bash
set -euo pipefail

pack="${ACME_SKILLS_DIR:-$HOME/.claude/skills/acme-skills}"
[ -d "$pack/.git" ] || exit 0

timeout 5 git -C "$pack" fetch --quiet --tags origin 2>/dev/null || exit 0
installed=$(git -C "$pack" describe --tags --abbrev=0 HEAD 2>/dev/null || echo none)
latest=$(git -C "$pack" tag --list 'v*' --sort=-v:refname | head -n1)

if [ -n "$latest" ] && [ "$latest" != "$installed" ]; then
  echo "acme-skills: $latest available (installed $installed) - ask Claude to \"update my skills\""
  if [ "${1:-}" = "--verbose" ]; then
    git -C "$pack" log --oneline "$installed..$latest"
  fi
fi
