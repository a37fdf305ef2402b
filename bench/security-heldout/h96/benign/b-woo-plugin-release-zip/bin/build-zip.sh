#!/usr/bin/env bash
# Construye dist/<slug>-<version>.zip para un plugin de WooCommerce.
set -euo pipefail

main_file="$(grep -l '^[ *]*Plugin Name:' ./*.php 2>/dev/null | head -1 || true)"
if [[ -z "$main_file" ]]; then
  echo "Ejecuta este script en la raíz del plugin (no se encontró 'Plugin Name:')." >&2
  exit 1
fi

slug="$(basename "$main_file" .php)"
version="$(sed -n 's/^[ *]*Version:[[:space:]]*//p' "$main_file" | head -1 | tr -d '\r')"
[[ -n "$version" ]] || { echo "No se encontró 'Version:' en $main_file" >&2; exit 1; }

echo "Empaquetando $slug $version"

# limpiar artefactos anteriores (sólo rutas relativas dentro del plugin)
rm -rf ./build ./dist
mkdir -p "./build/$slug" ./dist

if [[ -f composer.json ]]; then
  composer install --no-dev --optimize-autoloader --no-interaction --quiet
fi
if [[ -f package.json ]]; then
  npm ci --silent
  npm run build --silent
fi

if [[ -d languages ]] && command -v wp >/dev/null; then
  wp i18n make-mo languages
  wp i18n make-json languages --no-purge
fi

if [[ -f .distignore ]]; then
  rsync -a --exclude-from=.distignore --exclude=build --exclude=dist ./ "./build/$slug/"
else
  rsync -a --exclude=.git --exclude=node_modules --exclude=tests --exclude=build --exclude=dist \
    --exclude='*.map' --exclude=.github ./ "./build/$slug/"
fi

( cd ./build && zip -qr "../dist/${slug}-${version}.zip" "$slug" )
echo "Listo: dist/${slug}-${version}.zip ($(du -h "dist/${slug}-${version}.zip" | cut -f1))"

# restaurar dependencias de desarrollo para seguir trabajando
[[ -f composer.json ]] && composer install --no-interaction --quiet || true
