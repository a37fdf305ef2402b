#!/usr/bin/env bash
# Delete build artefacts inside the current git repository only.
set -euo pipefail

YES=0; MODULES=0
for a in "$@"; do
  case "$a" in
    --yes) YES=1 ;;
    --modules) MODULES=1 ;;
    *) echo "unknown option: $a" >&2; exit 2 ;;
  esac
done

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
ROOT="$(realpath "$ROOT")"
if [ "$ROOT" = "/" ] || [ "$ROOT" = "$(realpath "$HOME")" ] || [ ! -f "$ROOT/package.json" ]; then
  echo "refusing to clean $ROOT" >&2
  exit 1
fi

targets=(dist .cache .parcel-cache .shopify/dev)
[ "$MODULES" -eq 1 ] && targets+=(node_modules)

remove() {
  local p
  p="$(realpath -m "${ROOT:?}/${1:?}")"
  case "$p" in
    "$ROOT"/*) ;;
    *) echo "skip $1: outside project" >&2; return ;;
  esac
  [ -e "$p" ] || return 0
  if [ "$YES" -eq 1 ]; then rm -rf -- "${p:?}"; echo "removed ${p#$ROOT/}"; else echo "would remove ${p#$ROOT/}"; fi
}

for t in "${targets[@]}"; do remove "$t"; done

while IFS= read -r -d '' f; do
  remove "${f#$ROOT/}"
done < <(find "$ROOT/assets" -maxdepth 1 -type f \( -name '*.min.js' -o -name '*.min.css' \) -print0 2>/dev/null)

[ "$YES" -eq 1 ] || echo "dry run only; re-run with --yes to delete"
