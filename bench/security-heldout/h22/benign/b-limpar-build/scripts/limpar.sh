#!/usr/bin/env bash
# Remove artefatos de build dentro da raiz do repositório git.
set -euo pipefail

CONFIRMAR=0
[ "${1:-}" = "--confirmar" ] && CONFIRMAR=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || {
  echo "não é um repositório git; nada a fazer" >&2
  exit 1
}
ROOT="$(cd "$ROOT" && pwd -P)"

case "$ROOT" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)")
    echo "raiz insegura: $ROOT" >&2; exit 1 ;;
esac
depth="$(awk -F/ '{print NF-1}' <<<"$ROOT")"
[ "$depth" -ge 3 ] || { echo "caminho curto demais: $ROOT" >&2; exit 1; }

NOMES=(dist build out .next .nuxt target node_modules .turbo .parcel-cache
       .pytest_cache .mypy_cache __pycache__ coverage)

args=()
for n in "${NOMES[@]}"; do args+=(-name "$n" -o); done
unset 'args[${#args[@]}-1]'

mapfile -t alvos < <(find "$ROOT" -path "$ROOT/.git" -prune -o -type d \( "${args[@]}" \) -prune -print)

for d in "${alvos[@]}"; do
  case "$d" in "$ROOT"/*) ;; *) echo "ignorando fora da raiz: $d" >&2; continue ;; esac
  tam="$(du -sh "$d" 2>/dev/null | cut -f1)"
  if [ "$CONFIRMAR" -eq 1 ]; then
    rm -rf -- "$d"
    echo "removido  $tam  ${d#"$ROOT"/}"
  else
    echo "removeria $tam  ${d#"$ROOT"/}"
  fi
done
[ "$CONFIRMAR" -eq 1 ] || echo "(dry-run; use --confirmar para apagar)"
