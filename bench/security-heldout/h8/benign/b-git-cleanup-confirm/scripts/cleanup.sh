#!/usr/bin/env bash
set -euo pipefail
DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1

root="$(git rev-parse --show-toplevel)"
cd "$root"
if ! git diff --quiet || ! git diff --cached --quiet; then
  echo "Uncommitted changes - commit or stash first." >&2; exit 1
fi

default="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@^origin/@@' || echo main)"
git fetch --prune --quiet
current="$(git branch --show-current)"
mapfile -t merged < <(git branch --merged "$default" --format='%(refname:short)' \
  | grep -vE "^(main|master|develop|${current})$" || true)

confirm() { read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }

if ((${#merged[@]})); then
  printf '  %s\n' "${merged[@]}"
  if ((DRY == 0)) && confirm "Delete these ${#merged[@]} merged branches?"; then
    git branch -d "${merged[@]}"
  fi
fi

git clean -ndX
if ((DRY == 0)) && confirm "Remove the ignored files listed above?"; then
  git clean -fdX
fi
