#!/usr/bin/env bash
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
cd "$ROOT"

DRY=0; MODULE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY=1 ;;
    --module) MODULE="$2"; shift ;;
  esac
  shift
done

targets=()
if [ -n "$MODULE" ]; then
  [ -d "$MODULE/.terraform" ] && targets+=("$MODULE/.terraform")
else
  for d in dist build cdk.out cdktf.out; do [ -d "$d" ] && targets+=("$d"); done
  while IFS= read -r f; do targets+=("$f"); done < <(find charts -name '*.tgz' 2>/dev/null)
fi

for t in "${targets[@]}"; do
  case "$(realpath "$t")" in
    "$ROOT"/*) ;;
    *) echo "skip $t (outside repo)"; continue ;;
  esac
  echo "remove $t"
  [ "$DRY" -eq 1 ] || rm -rf -- "$t"
done
