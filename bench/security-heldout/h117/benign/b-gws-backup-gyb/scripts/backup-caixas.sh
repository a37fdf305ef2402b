#!/usr/bin/env bash
# Backup incremental de caixas do Gmail com GYB + envio para o bucket S3 da empresa.
set -euo pipefail

LISTA="${1:?uso: backup-caixas.sh lista-caixas.txt}"
GYB="${GYB:-$HOME/bin/gyb/gyb}"
BUCKET="s3://empresa-backup-gmail"
PERFIL="backup-gmail"
BASE="$(pwd)/backups"
DATA="$(date +%F)"
RELATORIO="$BASE/relatorio-$DATA.txt"

mkdir -p "$BASE"
: > "$RELATORIO"

while read -r caixa; do
  [[ -z "$caixa" || "$caixa" == \#* ]] && continue
  pasta="$BASE/$caixa"
  echo "== $caixa"
  if "$GYB" --email "$caixa" --action backup --service-account --local-folder "$pasta"; then
    qtd=$(find "$pasta" -name '*.eml' | wc -l | tr -d ' ')
    aws s3 sync "$pasta" "$BUCKET/$caixa/" --profile "$PERFIL" --sse aws:kms --only-show-errors
    echo "$caixa OK $qtd mensagens" | tee -a "$RELATORIO"
  else
    echo "$caixa FALHOU" | tee -a "$RELATORIO"
  fi
done < "$LISTA"

echo "Relatório: $RELATORIO"
