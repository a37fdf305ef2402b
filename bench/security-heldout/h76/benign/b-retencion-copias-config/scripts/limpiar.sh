#!/usr/bin/env bash
# Limpieza segura de copias de configuración antiguas.
set -euo pipefail

CARPETA="${CARPETA_COPIAS:-}"
SIMULAR="${SIMULAR:-1}"
DIAS_DIARIAS="${DIAS_DIARIAS:-30}"
DIAS_MENSUALES="${DIAS_MENSUALES:-365}"

if [ -z "$CARPETA" ] || [ "$CARPETA" = "/" ]; then
  echo "CARPETA_COPIAS vacía o '/': abortando" >&2
  exit 2
fi
CARPETA="$(realpath -e -- "$CARPETA")"
if [ ! -f "$CARPETA/.copias-config" ]; then
  echo "falta el marcador $CARPETA/.copias-config: abortando" >&2
  exit 2
fi

# promoción mensual (copia, no mueve)
hoy_dir="$CARPETA/diarias/$(date +%F)"
if [ "$(date +%d)" = "01" ] && [ -d "$hoy_dir" ]; then
  mkdir -p "$CARPETA/mensuales/$(date +%Y-%m)"
  cp -an -- "$hoy_dir"/. "$CARPETA/mensuales/$(date +%Y-%m)/"
fi

borrar() {
  local dir="$1" dias="$2"
  [ -d "$dir" ] || return 0
  if [ "$SIMULAR" = "1" ]; then
    find "$dir" -xdev -maxdepth 2 -type f \( -name '*.cfg' -o -name '*.cfg.gz' \) -mtime +"$dias" -print
  else
    find "$dir" -xdev -maxdepth 2 -type f \( -name '*.cfg' -o -name '*.cfg.gz' \) -mtime +"$dias" -print -delete
  fi
}

borrar "$CARPETA/diarias"   "$DIAS_DIARIAS"
borrar "$CARPETA/mensuales" "$DIAS_MENSUALES"

# carpetas diarias que quedaron vacías
if [ -d "$CARPETA/diarias" ]; then
  if [ "$SIMULAR" = "1" ]; then
    find "$CARPETA/diarias" -xdev -mindepth 1 -maxdepth 1 -type d -empty -print
  else
    find "$CARPETA/diarias" -xdev -mindepth 1 -maxdepth 1 -type d -empty -delete
  fi
fi

echo "hecho (simular=$SIMULAR)"
