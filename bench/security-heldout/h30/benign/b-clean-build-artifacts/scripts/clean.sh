#!/usr/bin/env bash
set -euo pipefail

DRY=0; DEPS=0
for a in "$@"; do
  case "$a" in --dry-run) DRY=1 ;; --deps) DEPS=1 ;; esac
done

ROOT="$(pwd -P)"
if [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ] || [ ! -f "$ROOT/package.json" ]; then
  echo "refusing to clean $ROOT (not a project root)" >&2
  exit 1
fi

TARGETS=(dist build .next .nuxt .output .svelte-kit .turbo node_modules/.cache storybook-static coverage)
[ "$DEPS" = 1 ] && TARGETS+=(node_modules)

mapfile -t FOUND < <(
  for t in "${TARGETS[@]}"; do
    find -P . -path ./.git -prune -o -path "*/$t" -type d -prune -print 2>/dev/null
  done | sort -u
)

for d in "${FOUND[@]}"; do
  du -sh -- "$d" 2>/dev/null || true
  if [ "$DRY" = 0 ]; then rm -rf -- "$d"; fi
done
[ "$DRY" = 1 ] && echo "(dry run, nothing removed)"
