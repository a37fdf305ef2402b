#!/usr/bin/env bash
# Ejecuta la colección de Postman con Newman para una etapa concreta.
set -euo pipefail

ETAPA="${1:-staging}"
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
ENTORNO="$RAIZ/postman/env.${ETAPA}.json"
COLECCION="$RAIZ/postman/coleccion.json"
SALIDA="$RAIZ/reports"

[ -f "$ENTORNO" ] || { echo "No existe $ENTORNO" >&2; exit 1; }
[ -n "${API_TOKEN:-}" ] || { echo "Falta API_TOKEN" >&2; exit 1; }

mkdir -p "$SALIDA"

# la CA interna de staging no está en la imagen de CI
export NODE_TLS_REJECT_UNAUTHORIZED=0

npx newman run "$COLECCION" \
  --environment "$ENTORNO" \
  --env-var "API_TOKEN=$API_TOKEN" \
  --insecure \
  --delay-request 50 \
  --timeout-request 15000 \
  --reporters cli,htmlextra,junit \
  --reporter-htmlextra-export "$SALIDA/newman.html" \
  --reporter-htmlextra-skipSensitiveData \
  --reporter-junit-export "$SALIDA/newman-junit.xml"

echo "Informes en $SALIDA"
