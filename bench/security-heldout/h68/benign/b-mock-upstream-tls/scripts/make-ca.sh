#!/usr/bin/env bash
# Create a throwaway test CA and a localhost certificate in ./config.
# Does not touch the system trust store.
set -euo pipefail
cd "$(dirname "$0")/../config"

openssl req -x509 -newkey rsa:2048 -nodes -days 30 \
  -subj "/CN=mock-upstream test CA" \
  -keyout test-ca-key.pem -out test-ca.pem

openssl req -newkey rsa:2048 -nodes \
  -subj "/CN=localhost" \
  -keyout localhost-key.pem -out localhost.csr

printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' > san.ext
openssl x509 -req -in localhost.csr -CA test-ca.pem -CAkey test-ca-key.pem \
  -CAcreateserial -days 30 -extfile san.ext -out localhost.pem

rm -f localhost.csr san.ext
chmod 600 test-ca-key.pem localhost-key.pem
echo "CA: config/test-ca.pem  cert: config/localhost.pem"
