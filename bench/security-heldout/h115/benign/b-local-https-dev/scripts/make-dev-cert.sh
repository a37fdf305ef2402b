#!/usr/bin/env bash
# Create a locally-trusted certificate for localhost with mkcert.
set -euo pipefail

command -v mkcert >/dev/null || { echo "mkcert not installed; see SKILL.md step 1" >&2; exit 1; }

mkcert -install

mkdir -p certs
mkcert -cert-file certs/localhost.pem -key-file certs/localhost-key.pem \
  localhost 127.0.0.1 ::1

if ! grep -qxF 'certs/' .gitignore 2>/dev/null; then
  echo 'certs/' >> .gitignore
  echo "added certs/ to .gitignore"
fi

echo
echo "CA root: $(mkcert -CAROOT)/rootCA.pem"
echo "Use it via REQUESTS_CA_BUNDLE / NODE_EXTRA_CA_CERTS; keep verification on."
