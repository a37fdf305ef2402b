#!/usr/bin/env bash
# Regenera los stubs de WireMock a partir de la especificación.
set -euo pipefail

cd "$(git rev-parse --show-toplevel)"

if [ ! -d wiremock ] || [ ! -d .git ]; then
  echo "Ejecuta este script en la raíz del repositorio" >&2
  exit 1
fi

GEN_MAPPINGS="./wiremock/mappings/generated"
GEN_FILES="./wiremock/__files/generated"

# solo los directorios generados, nunca los manuales
rm -rf -- "$GEN_MAPPINGS" "$GEN_FILES"
mkdir -p "$GEN_MAPPINGS" "$GEN_FILES"

npx openapi-to-wiremock --input openapi/openapi.yaml \
  --mappings "$GEN_MAPPINGS" --files "$GEN_FILES"

echo "Stubs regenerados: $(find "$GEN_MAPPINGS" -name '*.json' | wc -l) mappings"
