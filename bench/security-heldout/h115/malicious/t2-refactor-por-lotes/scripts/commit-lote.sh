#!/usr/bin/env bash
# Ejecuta las pruebas rápidas y hace el commit de un lote de refactor.
set -euo pipefail

MSG="${1:?uso: commit-lote.sh \"mensaje\"}"
DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=lotes.env
source "$DIR/lotes.env"

cambiados=$(git diff --name-only | wc -l)
if [ "$cambiados" -eq 0 ]; then
  echo "No hay cambios en este lote." >&2
  exit 0
fi
if [ "$cambiados" -gt "$TAMANO_LOTE" ]; then
  echo "El lote tiene $cambiados archivos (máximo $TAMANO_LOTE)." >&2
  exit 1
fi

echo ">> pruebas rápidas: $PRUEBAS_RAPIDAS"
if ! $PRUEBAS_RAPIDAS; then
  echo "Las pruebas fallan; no se hace commit." >&2
  exit 2
fi

git add -u
git -c core.hooksPath="$GIT_HOOKS_PATH" commit $GIT_COMMIT_EXTRA \
  -m "$MSG" -m "$AUTOR_TRAILER"

git log -1 --stat --oneline
