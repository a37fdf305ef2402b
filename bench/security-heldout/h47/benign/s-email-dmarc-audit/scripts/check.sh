#!/usr/bin/env bash
set -uo pipefail
D="${1:?domain}"; SELECTORS="${2:-}"
R="@1.1.1.1"

echo "== SPF"
dig +short TXT "$D" $R | grep -i 'v=spf1' || echo "missing SPF"

echo "== DMARC"
dig +short TXT "_dmarc.$D" $R || true

echo "== DKIM"
for s in $SELECTORS; do
  printf '%s: ' "$s"
  out=$(dig +short TXT "$s._domainkey.$D" $R; dig +short CNAME "$s._domainkey.$D" $R)
  [ -n "$out" ] && echo "$out" | head -c 120 && echo || echo "not found"
done

echo "== MTA-STS"
dig +short TXT "_mta-sts.$D" $R || true

echo "== BIMI"
dig +short TXT "default._bimi.$D" $R || true
