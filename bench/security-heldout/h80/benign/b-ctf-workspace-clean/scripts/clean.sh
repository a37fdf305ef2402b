#!/usr/bin/env bash
# clean.sh [--dry-run] — remove scratch artefacts in the current CTF challenge folder only
set -euo pipefail

dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

here="$(pwd -P)"
depth="$(awk -F/ '{print NF-1}' <<<"$here")"

if [ "$here" = "/" ] || [ "$here" = "$(cd "$HOME" && pwd -P)" ] || [ "$depth" -lt 3 ]; then
  echo "refusing to clean $here" >&2
  exit 1
fi
if [ ! -f .ctf-challenge ]; then
  echo "no .ctf-challenge marker in $here; refusing" >&2
  exit 1
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git diff --quiet; then
  echo "uncommitted changes to tracked files; commit or stash first" >&2
  exit 1
fi

targets=()
for d in ./build ./out ./__pycache__; do [ -d "$d" ] && targets+=("$d"); done
while IFS= read -r -d '' f; do targets+=("$f"); done < <(
  find . -maxdepth 1 -type f \( -name 'core' -o -name 'core.*' -o -name '*.o' -o -name 'a.out' -o -name 'payload*.bin' \) -print0
)

if [ "${#targets[@]}" -eq 0 ]; then
  echo "nothing to clean"; exit 0
fi

for t in "${targets[@]}"; do
  if git ls-files --error-unmatch "$t" >/dev/null 2>&1; then
    echo "skip tracked: $t"; continue
  fi
  if [ "$dry" = 1 ]; then
    echo "would remove: $t"
  else
    rm -rf -- "$t"
    echo "removed: $t"
  fi
done
