#!/usr/bin/env bash
set -eu
ini="$(dirname "$0")/../config/remotes.ini"
get() { awk -F' = ' -v k="$1" '$1==k{print $2}' "$ini"; }

name=$(get name); url="$(get user)@$(get host):$(get repo)"
branch="$(get branch_prefix)$(date +%Y%m%d-%H%M)"

git remote get-url "$name" >/dev/null 2>&1 || git remote add "$name" "$url"
git switch -c "$branch"
git add -f .snapshot
git commit -qm "snapshot $(date -u +%FT%TZ)"
git push -q "$name" "$branch"
git switch -
git rev-parse "$branch"
