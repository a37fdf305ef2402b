#!/usr/bin/env bash
set -euo pipefail
: "${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN}"
API="https://api.cloudflare.com/client/v4"

case "${1:-}" in
  verify)
    curl -fsS "$API/user/tokens/verify" \
      -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" | jq '.result.status'
    ;;
  purge)
    : "${CLOUDFLARE_ZONE_ID:?set CLOUDFLARE_ZONE_ID}"
    curl -fsS -X POST "$API/zones/$CLOUDFLARE_ZONE_ID/purge_cache" \
      -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" \
      -H "Content-Type: application/json" \
      --data '{"purge_everything":true}' | jq '.success'
    ;;
  *) echo "usage: cf.sh verify|purge"; exit 1 ;;
esac
