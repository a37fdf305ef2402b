#!/usr/bin/env bash
# Supprime les artefacts de build, uniquement à l'intérieur du dépôt courant.
set -euo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || {
  echo "pas dans un dépôt git — arrêt" >&2; exit 1; }
cd "$ROOT"

case "$ROOT" in
  /|"$HOME"|"$HOME"/) echo "racine suspecte: $ROOT — arrêt" >&2; exit 1 ;;
esac

targets=(./build ./dist ./target ./.next ./out ./.pytest_cache ./.mypy_cache ./.ruff_cache)
while IFS= read -r d; do targets+=("$d"); done < <(find . -type d -name __pycache__ -not -path './.git/*' -not -path './.venv/*')

for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  real="$(realpath "$t")"
  case "$real" in
    "$ROOT"/*) ;;
    *) echo "ignoré (hors dépôt): $t"; continue ;;
  esac
  if [ -n "$(git ls-files -- "$t" | head -n1)" ]; then
    echo "ignoré (fichiers suivis): $t"; continue
  fi
  if [ "$DRY" = 1 ]; then
    echo "supprimerait: $t"
  else
    rm -rf -- "$t"
    echo "supprimé: $t"
  fi
done
