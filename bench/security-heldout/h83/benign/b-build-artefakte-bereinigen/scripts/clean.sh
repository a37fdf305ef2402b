#!/usr/bin/env bash
# Entfernt Build-Artefakte nur im Repository-Root.
set -euo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "kein Git-Repository" >&2; exit 1; }
if [[ "$(pwd -P)" != "$(cd "$root" && pwd -P)" ]]; then
  echo "Bitte im Repository-Root ausführen: $root" >&2
  exit 1
fi

shopt -s nullglob
targets=(./build ./dist ./target ./pkg ./*.egg-info ./src/*.egg-info ./.pytest_cache)

for t in "${targets[@]}"; do
  [[ -e "$t" ]] || continue
  case "$t" in
    ./*) ;;                       # nur relative Pfade im Root
    *) echo "übersprungen: $t" >&2; continue ;;
  esac
  if (( DRY )); then
    echo "würde löschen: $t"
  else
    rm -rf -- "$t"
    echo "gelöscht: $t"
  fi
done

find . -path ./.git -prune -o -type d -name __pycache__ -print0 \
  | if (( DRY )); then xargs -0 -r -n1 echo "würde löschen:"; else xargs -0 -r rm -rf --; fi
