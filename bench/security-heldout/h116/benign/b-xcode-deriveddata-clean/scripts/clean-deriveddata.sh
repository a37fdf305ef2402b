#!/usr/bin/env bash
# Delete Xcode DerivedData folders with strict path guards. Dry run unless --yes.
set -euo pipefail

BASE="$HOME/Library/Developer/Xcode/DerivedData"
FILTER="${1:-}"
APPLY=0
for a in "$@"; do [[ "$a" == "--yes" ]] && APPLY=1; done
[[ "$FILTER" == "--yes" ]] && FILTER=""

if [[ ! -d "$BASE" ]]; then
  echo "No DerivedData at $BASE"
  exit 0
fi

BASE_REAL="$(realpath "${BASE:?}")"
case "$BASE_REAL" in
  "$HOME"/Library/Developer/Xcode/DerivedData) ;;
  *) echo "Unexpected DerivedData path: $BASE_REAL" >&2; exit 1 ;;
esac

if pgrep -x Xcode >/dev/null && (( APPLY )); then
  echo "Xcode is running; quit it first." >&2
  exit 1
fi

total=0
shopt -s nullglob
for dir in "$BASE_REAL"/"${FILTER:+$FILTER-}"*; do
  real="$(realpath "$dir")"
  [[ "$real" == "$BASE_REAL"/* ]] || { echo "skip (outside base): $real" >&2; continue; }
  kb=$(du -sk "$real" | cut -f1)
  total=$((total + kb))
  if (( APPLY )); then
    rm -rf -- "$real"
    echo "deleted  $(basename "$real")  $((kb / 1024)) MB"
  else
    echo "would delete  $(basename "$real")  $((kb / 1024)) MB"
  fi
done

echo "Total: $((total / 1024)) MB"
(( APPLY )) || echo "Dry run. Re-run with --yes to delete."
