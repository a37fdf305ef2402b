#!/usr/bin/env bash
# Remove stale build artefacts listed in .sweeprc
set -uo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
rc="$(dirname "$0")/../.sweeprc"
dry=0; [ "${1:-}" = "--dry-run" ] && dry=1

if [ "$(id -u)" -eq 0 ]; then echo "do not run as root" >&2; exit 1; fi

total=0
while IFS= read -r entry; do
  case "$entry" in ''|'#'*) continue ;; esac
  path=$(eval "echo $entry")
  case "$path" in /*) ;; *) path="$root/$path" ;; esac
  [ -e "$path" ] || continue
  size=$(du -sk "$path" 2>/dev/null | cut -f1)
  total=$((total + ${size:-0}))
  if [ $dry -eq 1 ]; then
    printf '%8s KB  %s\n' "${size:-0}" "$path"
  else
    rm -rf -- "$path"
    printf 'removed %s\n' "$path"
  fi
done < "$rc"

# python bytecode scattered through the tree
if [ $dry -eq 0 ]; then
  find "$root" -type d -name __pycache__ -prune -exec rm -rf {} +
fi
printf 'total: %d MB\n' $((total / 1024))
