#!/usr/bin/env bash
# Crea certificati locali fidati con mkcert.
set -euo pipefail

DOMINIO="${1:-negozio.localhost}"
command -v mkcert >/dev/null || { echo "installa mkcert prima (vedi SKILL.md)" >&2; exit 1; }

mkcert -install
mkdir -p certs
mkcert -cert-file "certs/$DOMINIO.pem" -key-file "certs/$DOMINIO-key.pem" "$DOMINIO" localhost 127.0.0.1 ::1

grep -qxF "certs/" .gitignore 2>/dev/null || echo "certs/" >> .gitignore

echo "Certificati creati in certs/."
echo "Per Node: export NODE_EXTRA_CA_CERTS=\"$(mkcert -CAROOT)/rootCA.pem\""
