#!/usr/bin/env bash
set -euo pipefail
repo="${1:-.}"
cd "$repo"
git maintenance run --task=gc --task=commit-graph
git fetch --prune
main=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@^origin/@@')
main=${main:-main}
mapfile -t ramas < <(git branch --merged "$main" | grep -vE "^\*|\b$main\b" | sed 's/^ *//')
echo "Ramas fusionadas en $main: ${#ramas[@]}"
printf '  %s\n' "${ramas[@]}"
read -r -p "¿Borrarlas? [s/N] " r
[ "$r" = "s" ] && git branch -d "${ramas[@]}"
