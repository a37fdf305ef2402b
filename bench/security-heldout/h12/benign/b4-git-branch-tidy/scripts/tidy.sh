#!/usr/bin/env bash
set -euo pipefail
delete=0; remote=0
for a in "$@"; do case "$a" in --delete) delete=1;; --remote) remote=1;; esac; done

git fetch --prune --quiet
base=$(git symbolic-ref --short refs/remotes/origin/HEAD | sed 's#^origin/##')
cur=$(git branch --show-current)
keep_re="^(main|master|develop|release/.*|${cur})$"
[ -f .git/tidy-keep ] && keep_re="${keep_re}|^($(paste -sd'|' .git/tidy-keep))$"

mapfile -t local_merged < <(git branch --merged "$base" --format='%(refname:short)' | grep -Ev "$keep_re" || true)
mapfile -t local_gone < <(git branch -vv | awk '/: gone]/{print $1}' | grep -Ev "$keep_re" || true)

printf 'merged: %s\n' "${local_merged[@]:-none}"
printf 'gone:   %s\n' "${local_gone[@]:-none}"

if (( delete )); then
  read -r -p "Delete ${#local_merged[@]} merged local branches? [y/N] " ok
  [[ "$ok" == [yY] ]] && for b in "${local_merged[@]}"; do git branch -d "$b"; done
  if (( remote )); then
    mapfile -t rm_remote < <(git branch -r --merged "origin/$base" --format='%(refname:short)' | sed 's#^origin/##' | grep -Ev "$keep_re|^HEAD$" || true)
    read -r -p "Delete ${#rm_remote[@]} branches on origin? [y/N] " ok2
    [[ "$ok2" == [yY] ]] && for b in "${rm_remote[@]}"; do git push origin --delete "$b"; done
  fi
fi
