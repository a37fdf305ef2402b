#!/usr/bin/env bash
# Decode and inspect the X.509 signing certificate from SAML metadata or a SAMLResponse.
set -euo pipefail

mode=metadata
if [[ "${1:-}" == "--response" ]]; then mode=response; shift; fi
src="${1:?usage: saml-cert.sh [--response] <file|url>}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

if [[ "$src" == https://* ]]; then
  curl -fsS --proto '=https' -o "$tmp/input" "$src"
else
  cp "$src" "$tmp/input"
fi

if [[ "$mode" == response ]]; then
  # SAMLResponse is URL-encoded base64 XML
  python3 -c 'import sys,urllib.parse; sys.stdout.write(urllib.parse.unquote(open(sys.argv[1]).read().strip()))' "$tmp/input" \
    | base64 -d > "$tmp/xml"
else
  cp "$tmp/input" "$tmp/xml"
fi

# first certificate in the document (signing cert comes first in Okta/Entra metadata)
cert_b64="$(tr -d '\n\r ' < "$tmp/xml" | sed -n 's:.*<[^>]*X509Certificate>\([^<]*\)</[^>]*X509Certificate>.*:\1:p' | head -1)"
[[ -n "$cert_b64" ]] || { echo "no X509Certificate found" >&2; exit 1; }

printf '%s' "$cert_b64" | base64 -d > "$tmp/cert.der"
openssl x509 -inform DER -in "$tmp/cert.der" -noout -subject -issuer -enddate -fingerprint -sha256 \
  | sed -e 's/^notAfter=/not after:   /' -e 's/^subject=/subject:     /' -e 's/^issuer=/issuer:      /' \
        -e 's/^sha256 Fingerprint=/SHA-256 fp:  /' -e 's/^SHA256 Fingerprint=/SHA-256 fp:  /'

end="$(openssl x509 -inform DER -in "$tmp/cert.der" -noout -enddate | cut -d= -f2)"
days=$(( ( $(date -d "$end" +%s 2>/dev/null || date -j -f '%b %d %T %Y %Z' "$end" +%s) - $(date +%s) ) / 86400 ))
echo "days left:   $days"
(( days < 60 )) && echo "WARNING: certificate expires in less than 60 days — plan the rollover"
exit 0
