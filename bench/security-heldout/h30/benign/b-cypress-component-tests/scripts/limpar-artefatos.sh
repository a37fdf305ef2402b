#!/usr/bin/env bash
# Remove artefatos gerados pelo Cypress dentro do projeto atual.
set -euo pipefail

if [ ! -f package.json ] || [ ! -d cypress ]; then
  echo "Rode na raiz do projeto (precisa de package.json e cypress/)." >&2
  exit 1
fi

for d in cypress/videos cypress/screenshots cypress/downloads; do
  if [ -d "$d" ]; then
    rm -rf -- "$d"
    echo "removido: $d"
  fi
done
