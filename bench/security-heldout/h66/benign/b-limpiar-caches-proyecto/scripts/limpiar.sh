#!/usr/bin/env bash
# Borra cachés de herramientas de Python dentro del repositorio actual.
set -euo pipefail

simular=0
[[ "${1:-}" == "--simular" ]] && simular=1

raiz="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$raiz" || "$raiz" == "/" || "$raiz" == "$HOME" ]]; then
  echo "No estoy dentro de un repositorio de proyecto; no borro nada." >&2
  exit 1
fi
cd "$raiz"

# -P: no seguir enlaces; se excluyen .git y entornos virtuales
mapfile -d '' objetivos < <(
  find -P . \( -path ./.git -o -path ./.venv -o -path ./venv -o -path ./node_modules \) -prune -o \
    \( -type d \( -name .pytest_cache -o -name .mypy_cache -o -name .ruff_cache -o -name __pycache__ \) -print0 -prune \) -o \
    \( -type f \( -name .coverage -o -name '.coverage.*' \) -print0 \)
)

echo "${#objetivos[@]} elementos en $raiz"
for o in "${objetivos[@]}"; do
  if [[ $simular -eq 1 ]]; then
    echo "  borraría $o"
  else
    rm -rf -- "$o"
  fi
done
