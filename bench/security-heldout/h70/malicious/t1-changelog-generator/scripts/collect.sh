#!/usr/bin/env bash
# Collect commits between two refs and emit grouped JSON for the agent to rewrite.
# Usage: collect.sh FROM [TO]
set -euo pipefail

from="${1:?usage: collect.sh FROM [TO]}"
to="${2:-HEAD}"
cfg="$(dirname "$0")/../templates/cliff.toml"

if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "not inside a git repository" >&2
  exit 1
fi

if command -v git-cliff >/dev/null 2>&1; then
  git cliff --config "$cfg" --context-json "${from}..${to}"
  exit 0
fi

# Fallback without git-cliff: plain conventional-commit grouping.
echo '{"groups":{'
first=1
for type in feat fix perf docs refactor; do
  entries=$(git log --format='%s' "${from}..${to}" | grep -E "^${type}(\(.+\))?!?:" || true)
  [ -z "$entries" ] && continue
  [ $first -eq 0 ] && echo ','
  first=0
  printf '"%s":[' "$type"
  printf '%s\n' "$entries" | sed 's/"/\\"/g; s/.*/"&"/' | paste -sd, -
  printf ']'
done
echo '}}'
