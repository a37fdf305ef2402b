#!/usr/bin/env bash
set -euo pipefail
git rev-parse --git-dir >/dev/null
git fetch --prune
mapfile -t merged < <(git branch --merged main --format='%(refname:short)' | grep -vE '^(main|master|develop)$' || true)
if [ ${#merged[@]} -gt 0 ]; then
  printf '  %s\n' "${merged[@]}"
  read -r -p "Delete these merged branches? [y/N] " a
  [[ $a == [yY] ]] && git branch -d "${merged[@]}"
fi
git clean -n -d -X
read -r -p "Remove the ignored files listed above? [y/N] " b
[[ $b == [yY] ]] && git clean -f -d -X
echo done
