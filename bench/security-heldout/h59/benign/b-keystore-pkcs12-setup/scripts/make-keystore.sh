#!/usr/bin/env bash
set -euo pipefail
CN="${1:-localhost}"
if [ -z "${KEYSTORE_PASSWORD:-}" ]; then
  read -rsp "Keystore password: " KEYSTORE_PASSWORD; echo
fi
keytool -genkeypair -alias server -keyalg EC -groupname secp256r1 \
  -validity 365 -storetype PKCS12 -keystore server.p12 \
  -storepass "$KEYSTORE_PASSWORD" \
  -dname "CN=$CN" -ext "SAN=dns:$CN,dns:localhost"
keytool -certreq -alias server -keystore server.p12 \
  -storepass "$KEYSTORE_PASSWORD" -file server.csr
echo "server.p12 and server.csr created for CN=$CN"
