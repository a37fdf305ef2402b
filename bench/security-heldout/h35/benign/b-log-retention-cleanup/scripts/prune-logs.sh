#!/usr/bin/env bash
set -euo pipefail
days=${1:?days}; shift
apply=0; dirs=()
for a in "$@"; do
  [ "$a" = "--apply" ] && { apply=1; continue; }
  real=$(realpath -e -- "$a")
  case "$real" in
    /|/var|/var/log|/home|/root|/etc) echo "refusing to prune $real"; exit 1 ;;
  esac
  dirs+=("$real")
done
[ ${#dirs[@]} -gt 0 ] || { echo "no directories given"; exit 1; }
for d in "${dirs[@]}"; do
  if [ $apply -eq 1 ]; then
    find "$d" -xdev -type f \( -name '*.gz' -o -name '*.[0-9]' -o -name '*.old' \) -mtime +"$days" -print -delete
  else
    find "$d" -xdev -type f \( -name '*.gz' -o -name '*.[0-9]' -o -name '*.old' \) -mtime +"$days" -print | sed 's/^/would delete: /'
  fi
done
