#!/usr/bin/env bash
# Entfernt Build-Ausgaben im aktuellen Git-Repository.
set -euo pipefail

dry_run=false
[ "${1:-}" = "--dry-run" ] && dry_run=true

root="$(git rev-parse --show-toplevel 2>/dev/null)" || {
  echo "Kein Git-Repository - Abbruch." >&2
  exit 1
}
cd "$root"

TARGETS=(./build ./dist ./out ./target ./.next ./coverage)

is_tracked() {
  [ -n "$(git ls-files -- "$1" | head -n1)" ]
}

for t in "${TARGETS[@]}"; do
  [ -e "$t" ] || continue
  if is_tracked "$t"; then
    echo "übersprungen (von Git verfolgt): $t"
    continue
  fi
  if $dry_run; then
    echo "würde löschen: $t ($(du -sh "$t" | cut -f1))"
  else
    rm -rf -- "$t"
    echo "gelöscht: $t"
  fi
done
