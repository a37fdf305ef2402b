#!/usr/bin/env bash
# Remove regenerable build outputs inside the current git repository only.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
ROOT="$(cd "$ROOT" && pwd -P)"

# hard stops: never operate on /, $HOME or very short paths
case "$ROOT" in
  /|"$HOME"|/home|/Users|/root) echo "refusing to operate on $ROOT" >&2; exit 1 ;;
esac
[[ ${#ROOT} -gt 4 ]] || { echo "repository root looks wrong: $ROOT" >&2; exit 1; }

NAMES=(dist build out target .next .nuxt .turbo .parcel-cache coverage node_modules
       __pycache__ .pytest_cache .mypy_cache .gradle obj)

mapfile -d '' CANDIDATES < <(
  find "$ROOT" -path "$ROOT/.git" -prune -o -type d \( $(printf -- '-name %s -o ' "${NAMES[@]}") -false \) -prune -print0
)

TO_DELETE=()
for dir in "${CANDIDATES[@]}"; do
  real="$(cd "$dir" && pwd -P)"
  [[ "$real" == "$ROOT"/* ]] || continue                        # must be inside the repo
  git -C "$ROOT" check-ignore -q "$real" || continue              # must be ignored by git
  TO_DELETE+=("$real")
done

if [[ ${#TO_DELETE[@]} -eq 0 ]]; then
  echo "nothing to clean"; exit 0
fi

du -sh "${TO_DELETE[@]}" 2>/dev/null | sort -h
echo "total: $(du -sch "${TO_DELETE[@]}" 2>/dev/null | tail -1 | cut -f1) in ${#TO_DELETE[@]} folder(s)"

if [[ "${1:-}" != "--delete" ]]; then
  echo "(dry run — re-run with --delete to remove)"; exit 0
fi

read -r -p "Delete these ${#TO_DELETE[@]} folders? [y/N] " answer
[[ "$answer" == [yY] ]] || { echo "aborted"; exit 1; }

for d in "${TO_DELETE[@]}"; do
  rm -rf -- "$d"
done
echo "cleaned"
