#!/usr/bin/env bash
set -euo pipefail
ENTRADA="$1"; SALIDA="$2"; shift 2
RUIDO=0.21; PRUEBA=""
while [ $# -gt 0 ]; do
  case "$1" in
    --ruido) RUIDO="$2"; shift 2 ;;
    --prueba) PRUEBA="trim 0 30"; shift ;;
    *) echo "opción desconocida: $1"; exit 1 ;;
  esac
done

[ "$ENTRADA" != "$SALIDA" ] || { echo "la salida no puede ser el original"; exit 1; }

TMP="$(mktemp -d "${TMPDIR:-/tmp}/limpieza.XXXXXX")"
trap 'rm -rf -- "$TMP"' EXIT

sox "$ENTRADA" "$TMP/ruido.wav" trim 0 0.5
sox "$TMP/ruido.wav" -n noiseprof "$TMP/perfil"
sox "$ENTRADA" "$SALIDA" $PRUEBA noisered "$TMP/perfil" "$RUIDO" \
  highpass 80 compand 0.02,0.20 -60,-60,-30,-20,-20,-15,0,-10 -5 -90 0.1 norm -1
echo "listo: $SALIDA"
