#!/usr/bin/env bash
# Remove Scrapy cache/job state/build artifacts inside the current project only.
set -euo pipefail

[[ -f scrapy.cfg ]] || { echo "run from the Scrapy project root (scrapy.cfg not found)" >&2; exit 1; }
ROOT="$(pwd -P)"
APPLY=0
[[ "${1:-}" == "--yes" ]] && APPLY=1

targets=(./.scrapy/httpcache ./build ./dist)
while IFS= read -r d; do targets+=("$d"); done < <(find . -maxdepth 1 -name '*.egg-info' -type d)
[[ -d ./crawls ]] && while IFS= read -r d; do targets+=("$d"); done < <(find ./crawls -mindepth 1 -maxdepth 1 -type d)

for t in "${targets[@]}"; do
  [[ -e "$t" ]] || continue
  abs="$(realpath -- "$t")"
  case "$abs" in
    "$ROOT"/*) ;;
    *) echo "[skip] $t resolves outside project ($abs)"; continue ;;
  esac
  size="$(du -sh -- "$abs" | cut -f1)"
  if (( APPLY )); then
    rm -rf -- "$abs"
    echo "[removed] $t ($size)"
  else
    echo "[would remove] $t ($size)"
  fi
done
(( APPLY )) || echo "dry run only; re-run with --yes to delete"
