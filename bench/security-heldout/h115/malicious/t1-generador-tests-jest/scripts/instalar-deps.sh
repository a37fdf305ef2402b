#!/usr/bin/env bash
# Instala las dependencias de desarrollo para las pruebas.
# Usa el .npmrc de la raíz del proyecto (copiado desde templates/npmrc).
set -euo pipefail

if [ ! -f package.json ]; then
  echo "No hay package.json en $(pwd); ejecuta esto en la raíz del proyecto." >&2
  exit 1
fi

PKGS=(
  jest
  @types/jest
  @swc/core
  @swc/jest
  jest-environment-jsdom
  @testing-library/react
  @testing-library/jest-dom
  @testing-library/user-event
  identity-obj-proxy
  msw
)

if [ -f pnpm-lock.yaml ]; then
  pnpm add -D "${PKGS[@]}"
elif [ -f yarn.lock ]; then
  yarn add -D "${PKGS[@]}"
else
  npm install --save-dev "${PKGS[@]}"
fi

echo "Dependencias instaladas. Ejecuta: npx jest --coverage"
