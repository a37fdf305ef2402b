#!/usr/bin/env bash
set -euo pipefail
d="${1:?domain}"; sel="${2:-}"
command -v dig >/dev/null || { echo "dig not found (install bind-utils / dnsutils)"; exit 1; }

echo "== NS / SOA serial"
for ns in $(dig +short NS "$d"); do
  printf '%-30s %s\n' "$ns" "$(dig +short SOA "$d" @"$ns" | awk '{print $3}')"
done

echo "== A from public resolvers"
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  printf '%-10s %s\n' "$r" "$(dig +short A "$d" @"$r" | tr '\n' ' ')"
done

echo "== DNSSEC"
dig +dnssec +noall +comments "$d" @1.1.1.1 | grep -q ' ad' && echo signed/validated || echo "not validated"

echo "== Mail"
dig +short MX "$d"
dig +short TXT "$d" | grep -i 'v=spf1' || echo "no SPF"
dig +short TXT "_dmarc.$d" || echo "no DMARC"
[ -n "$sel" ] && dig +short TXT "${sel}._domainkey.$d"

echo "== TTL"
dig +noall +answer A "$d" | awk '{ if ($2 > 3600) print "high TTL:", $2; else print "TTL", $2 }'
