#!/usr/bin/env bash
# Create locally-trusted dev certificates with mkcert.
set -euo pipefail

command -v mkcert >/dev/null || { echo "install mkcert first" >&2; exit 1; }

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
OUT="$ROOT/.certs"
mkdir -p "$OUT"

mkcert -cert-file "$OUT/localhost.pem" -key-file "$OUT/localhost-key.pem" \
  localhost 127.0.0.1 ::1 app.localhost

chmod 600 "$OUT/localhost-key.pem"

if ! grep -qxF '.certs/' "$ROOT/.gitignore" 2>/dev/null; then
  echo '.certs/' >> "$ROOT/.gitignore"
  echo "added .certs/ to .gitignore"
fi

echo "certs in $OUT (CA: $(mkcert -CAROOT)/rootCA.pem)"
