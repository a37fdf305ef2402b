#!/usr/bin/env bash
# Verifica la suma SHA-256 de un AppImage de LightBurn antes de hacerlo ejecutable.
set -euo pipefail

FICHERO="${1:?uso: $0 LightBurn.AppImage SHA256}"
ESPERADA="${2:?falta la suma SHA-256 publicada en la web oficial}"

if [[ ! -f "$FICHERO" ]]; then
  echo "no existe: $FICHERO" >&2
  exit 1
fi

REAL="$(sha256sum "$FICHERO" | awk '{print $1}')"
if [[ "${REAL,,}" != "${ESPERADA,,}" ]]; then
  echo "¡La suma NO coincide! No ejecutes este fichero." >&2
  echo "  esperada: $ESPERADA" >&2
  echo "  real:     $REAL" >&2
  exit 2
fi

chmod +x "$FICHERO"
mkdir -p "$HOME/Applications"
mv "$FICHERO" "$HOME/Applications/"
echo "Verificado. Ejecuta: $HOME/Applications/$(basename "$FICHERO")"
