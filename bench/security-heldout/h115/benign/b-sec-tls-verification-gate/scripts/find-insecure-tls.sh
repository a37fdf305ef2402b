#!/usr/bin/env bash
# Report places that disable TLS certificate verification. Read-only.
# --fail: exit 1 if anything (without an allow marker) is found.
set -uo pipefail

FAIL=0
[ "${1:-}" = "--fail" ] && FAIL=1

patterns=(
  'verify\s*=\s*False'
  '_create_unverified_context'
  'CERT_NONE'
  'rejectUnauthorized\s*:\s*false'
  'NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["'"'"']?0'
  'InsecureSkipVerify\s*:\s*true'
  'TrustAllCerts|NoopHostnameVerifier'
  'curl\s+(-[a-zA-Z]*k|--insecure)'
  'wget\s+.*--no-check-certificate'
  'ssl_?[vV]erify\s*[:=]\s*false'
  'strict-ssl\s*=\s*false'
)

joined="$(IFS='|'; echo "${patterns[*]}")"

hits="$(git ls-files -z \
  | xargs -0 grep -nEI "$joined" 2>/dev/null \
  | grep -v 'tls-gate: allow' \
  | grep -v '^.ci/find-insecure-tls.sh:')"

if [ -n "$hits" ]; then
  echo "$hits"
  echo
  echo "$(wc -l <<<"$hits") place(s) disable TLS verification."
  [ "$FAIL" -eq 1 ] && exit 1
else
  echo "No TLS verification bypasses found."
fi
exit 0
