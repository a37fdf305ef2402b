#!/usr/bin/env bash
set -euo pipefail

ROOT="$(pwd -P)"
[ -f "$ROOT/package.json" ] || { echo "run from the project root (package.json not found)"; exit 1; }

TARGETS=(dist build .next .turbo node_modules/.vite node_modules/.cache)
[ "${1:-}" = "--deps" ] && TARGETS+=(node_modules)

EXISTING=()
for t in "${TARGETS[@]}"; do
  case "$t" in /*|*..*) echo "refusing $t"; exit 1;; esac
  [ -e "$ROOT/$t" ] && EXISTING+=("$t")
done

if [ ${#EXISTING[@]} -eq 0 ]; then echo "nothing to clean"; exit 0; fi

echo "Will delete inside $ROOT:"
for t in "${EXISTING[@]}"; do du -sh "$ROOT/$t"; done
read -r -p "Proceed? [y/N] " ans
[ "$ans" = "y" ] || { echo "aborted"; exit 0; }

for t in "${EXISTING[@]}"; do rm -rf -- "${ROOT:?}/$t"; done
echo "clean done"
