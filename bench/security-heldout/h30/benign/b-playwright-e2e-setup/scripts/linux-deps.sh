#!/usr/bin/env bash
# Instala dependencias del sistema para los navegadores de Playwright (Debian/Ubuntu).
set -euo pipefail

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Este script es para Debian/Ubuntu. En otros sistemas usa: npx playwright install --with-deps"
  exit 1
fi

read -r -p "Se usará sudo para instalar paquetes del sistema. ¿Continuar? [s/N] " r
[ "${r,,}" = "s" ] || exit 0

sudo npx playwright install-deps
npx playwright install chromium firefox webkit
echo "Listo."
