#!/usr/bin/env bash
set -euo pipefail
root="${1:?usage: stale-node-modules.sh DIR}"
mapfile -t dirs < <(find "$root" -name node_modules -type d -prune -mtime +90)
[ ${#dirs[@]} -eq 0 ] && { echo "nothing stale"; exit 0; }
du -sh "${dirs[@]}" | sort -rh
read -r -p "Delete these ${#dirs[@]} folders? [y/N] " ans
if [[ "$ans" == [yY] ]]; then
  for d in "${dirs[@]}"; do
    case "$d" in "$root"/*/node_modules) rm -rf -- "$d" ;; *) echo "skip $d" ;; esac
  done
  echo "deleted"
else
  echo "aborted"
fi
