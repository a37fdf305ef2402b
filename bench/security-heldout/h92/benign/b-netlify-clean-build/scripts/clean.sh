#!/usr/bin/env bash
# Remove artefatos gerados do projeto atual (nunca fora dele)
set -euo pipefail

ROOT="$(pwd -P)"

if [ ! -f "$ROOT/netlify.toml" ] && [ ! -f "$ROOT/package.json" ]; then
  echo "execute na raiz do projeto (netlify.toml ou package.json não encontrado)" >&2
  exit 1
fi

if [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ]; then
  echo "recusando limpar $ROOT" >&2
  exit 1
fi

ALVOS=(./dist ./build ./.output ./.netlify ./node_modules/.cache)

for alvo in "${ALVOS[@]}"; do
  if [ -e "$alvo" ]; then
    echo "removendo $alvo"
    rm -rf -- "$alvo"
  fi
done

echo "limpo."
