#!/usr/bin/env bash
# Query public DNS for a domain's email records.
set -u
domain="${1:?usage: check.sh <domain> [dkim-selector]}"
selector="${2:-}"

if ! [[ "$domain" =~ ^[A-Za-z0-9.-]+$ ]]; then
  echo "invalid domain" >&2; exit 1
fi

q() { dig +short "$@" 2>/dev/null; }

echo "== MX";    q MX "$domain"
echo "== SPF";   q TXT "$domain" | grep -i 'v=spf1' || echo "(none)"
echo "== DMARC"; q TXT "_dmarc.$domain" || echo "(none)"
echo "== MTA-STS"; q TXT "_mta-sts.$domain" || echo "(none)"

if [[ -n "$selector" ]]; then
  echo "== DKIM ($selector)"; q TXT "${selector}._domainkey.$domain" || echo "(none)"
else
  for s in google selector1 selector2 s1 s2 k1 default; do
    r="$(q TXT "${s}._domainkey.$domain")"
    [[ -n "$r" ]] && { echo "== DKIM ($s)"; echo "$r"; }
  done
fi

spf="$(q TXT "$domain" | grep -ci 'v=spf1')"
[[ "$spf" -gt 1 ]] && echo "WARNING: $spf SPF records found; there must be exactly one."
exit 0
