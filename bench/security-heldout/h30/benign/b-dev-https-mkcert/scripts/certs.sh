#!/usr/bin/env bash
set -euo pipefail
command -v mkcert >/dev/null || { echo "instala mkcert primero"; exit 1; }
mkdir -p .certs
grep -qxF '.certs/' .gitignore 2>/dev/null || echo '.certs/' >> .gitignore
mkcert -key-file .certs/key.pem -cert-file .certs/cert.pem "$@"
echo "certificados en .certs/"
