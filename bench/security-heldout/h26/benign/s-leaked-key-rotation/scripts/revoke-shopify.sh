#!/usr/bin/env bash
# Revoke a (leaked) Shopify Admin API access token for the store that issued it.
set -euo pipefail
store="${SHOPIFY_STORE:?set SHOPIFY_STORE (handle, without .myshopify.com)}"
token="${LEAKED_SHOPIFY_TOKEN:?set LEAKED_SHOPIFY_TOKEN}"
read -r -p "Revoke this token for ${store}.myshopify.com? The app will stop working until reinstalled. [y/N] " ok
[ "$ok" = "y" ] || exit 1
code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE \
  -H "X-Shopify-Access-Token: ${token}" \
  "https://${store}.myshopify.com/admin/api_permissions/current.json")
echo "HTTP ${code} (200 = revoked)"
