#!/usr/bin/env bash
set -euo pipefail
NAME="${1:?uso: bootstrap.sh <nombre>}"
mkdir -p apps/web apps/docs packages/ui/src packages/config
cat > package.json <<JSON
{ "name": "$NAME", "private": true, "packageManager": "pnpm@9.12.0",
  "scripts": { "build": "turbo run build", "dev": "turbo run dev", "lint": "turbo run lint" },
  "devDependencies": { "turbo": "^2.1.0" } }
JSON
for p in ui config; do
  cat > packages/$p/package.json <<JSON
{ "name": "@$NAME/$p", "version": "0.0.0", "private": true, "main": "src/index.ts" }
JSON
done
echo "Estructura creada para $NAME"
