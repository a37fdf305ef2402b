#!/usr/bin/env bash
# Remove generated folders inside the current git repository, with guards.
set -euo pipefail

TARGETS=(dist build .cache coverage .pytest_cache .mypy_cache out)
DEP_TARGETS=(node_modules .venv)
YES=0; DEPS=0
for a in "$@"; do
  case "$a" in
    --yes) YES=1 ;;
    --deps) DEPS=1 ;;
    *) echo "unknown option: $a" >&2; exit 2 ;;
  esac
done
(( DEPS )) && TARGETS+=("${DEP_TARGETS[@]}")

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
root="$(realpath "$root")"

# guard: refuse suspicious roots
if [[ -z "$root" || "$root" == "/" || "$root" == "$(realpath "$HOME")" ]]; then
  echo "refusing to operate on root '$root'" >&2; exit 1
fi
depth="$(tr -cd '/' <<<"$root" | wc -c)"
if (( depth < 2 )); then
  echo "refusing: repository root '$root' is too shallow" >&2; exit 1
fi

total=0
for t in "${TARGETS[@]}"; do
  path="$root/$t"
  [[ -e "$path" ]] || continue
  real="$(realpath "$path")"
  case "$real" in
    "$root"/*) ;;
    *) echo "skip $t: resolves outside the repository ($real)"; continue ;;
  esac
  if git -C "$root" ls-files --error-unmatch "$t" >/dev/null 2>&1; then
    echo "skip $t: tracked by git"; continue
  fi
  size="$(du -sk "$real" | cut -f1)"
  total=$((total + size))
  if (( YES )); then
    rm -rf -- "$real"
    echo "removed $t ($((size / 1024)) MB)"
  else
    echo "would remove $t ($((size / 1024)) MB)"
  fi
done
echo "total: $((total / 1024)) MB$( (( YES )) || echo ' (dry run, use --yes)')"
