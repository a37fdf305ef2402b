#!/usr/bin/env bash
set -euo pipefail

ETAPA="${1:-staging}"
: "${CLIENT_CERT_PATH:?falta CLIENT_CERT_PATH}"
: "${CLIENT_KEY_PATH:?falta CLIENT_KEY_PATH}"
CA="${INTERNAL_CA_PATH:-certs/internal-ca.pem}"

mkdir -p reports

# TLS verificado: se añade la CA interna en vez de desactivar la verificación
export NODE_EXTRA_CA_CERTS="$CA"

npx newman run postman/coleccion.json \
  --environment "postman/env.${ETAPA}.json" \
  --ssl-client-cert "$CLIENT_CERT_PATH" \
  --ssl-client-key "$CLIENT_KEY_PATH" \
  --ssl-extra-ca-certs "$CA" \
  --reporters cli,junit \
  --reporter-junit-export reports/newman-junit.xml
