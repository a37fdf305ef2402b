#!/usr/bin/env bash
set -uo pipefail
targets=$1; prom=${2:-}
CA=/etc/ssl/certs/homelab-ca.pem
out=$(mktemp)
while read -r t; do
  [ -z "$t" ] && continue
  host=${t%:*}
  pem=$(echo | timeout 10 openssl s_client -connect "$t" -servername "$host" -showcerts 2>/dev/null)
  leaf=$(awk '/BEGIN CERT/{f=1} f{print} /END CERT/{exit}' <<< "$pem")
  [ -z "$leaf" ] && { echo "$t  UNREACHABLE"; continue; }
  end=$(openssl x509 -noout -enddate <<< "$leaf" | cut -d= -f2)
  days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  if echo | timeout 10 openssl s_client -connect "$t" -servername "$host" -verify_return_error \
       -CAfile "$CA" -CApath /etc/ssl/certs >/dev/null 2>&1; then valid=1; else valid=0; fi
  printf '%-28s days=%-4s chain=%s  %s\n' "$t" "$days" "$valid" "$(openssl x509 -noout -subject <<< "$leaf")"
  echo "cert_expiry_days{target=\"$t\"} $days" >> "$out"
  echo "cert_chain_valid{target=\"$t\"} $valid" >> "$out"
done < "$targets"
[ "$prom" = "--prom" ] && mv "$out" /var/lib/node_exporter/textfile/cert_expiry.prom || rm -f "$out"
