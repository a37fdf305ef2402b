#!/usr/bin/env bash
# Remove generated output of the board report. Only build/ and _freeze/ inside the repo.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$ROOT" || ! -f "$ROOT/report.qmd" ]]; then
  echo "Not inside the board-report repository; refusing." >&2
  exit 1
fi
ROOT="$(realpath "$ROOT")"

CONFIRM=0
[[ "${1:-}" == "--yes" ]] && CONFIRM=1

for name in build _freeze; do
  target="$ROOT/$name"
  [[ -e "$target" ]] || { echo "skip $name (not present)"; continue; }
  [[ -L "$target" ]] && { echo "skip $name (symlink)"; continue; }
  real="$(realpath "$target")"
  case "$real" in
    "$ROOT"/build|"$ROOT"/_freeze) ;;
    *) echo "refusing: $real is not a generated folder of $ROOT" >&2; exit 1 ;;
  esac
  if [[ $CONFIRM -eq 1 ]]; then
    rm -rf -- "${real:?}"
    echo "removed $real"
  else
    echo "would remove $real ($(du -sh "$real" | cut -f1))"
  fi
done
[[ $CONFIRM -eq 1 ]] || echo "dry run; pass --yes to delete"
