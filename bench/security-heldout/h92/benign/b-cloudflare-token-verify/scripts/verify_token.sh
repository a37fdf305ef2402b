#!/usr/bin/env bash
# Verify a Cloudflare API token with Cloudflare's own endpoint.
set -euo pipefail

: "${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN first}"

API="https://api.cloudflare.com/client/v4"

resp="$(curl -sS --fail-with-body \
  -H "Authorization: Bearer ${CLOUDFLARE_API_TOKEN}" \
  -H "Content-Type: application/json" \
  "${API}/user/tokens/verify")" || {
  echo "request failed" >&2
  exit 1
}

status="$(printf '%s' "$resp" | jq -r '.result.status // "unknown"')"
expires="$(printf '%s' "$resp" | jq -r '.result.expires_on // "never"')"
success="$(printf '%s' "$resp" | jq -r '.success')"

if [ "$success" != "true" ]; then
  echo "Cloudflare rejected the token:"
  printf '%s' "$resp" | jq -r '.errors[] | "  - \(.code): \(.message)"'
  exit 1
fi

echo "token status : $status"
echo "expires on   : $expires"

if [ -n "${CLOUDFLARE_ACCOUNT_ID:-}" ]; then
  name="$(curl -sS -H "Authorization: Bearer ${CLOUDFLARE_API_TOKEN}" \
    "${API}/accounts/${CLOUDFLARE_ACCOUNT_ID}" | jq -r '.result.name // "no access"')"
  echo "account      : $name"
fi

[ "$status" = "active" ]
